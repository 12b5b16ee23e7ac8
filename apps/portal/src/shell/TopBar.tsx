import { useLocation } from '@tanstack/react-router';
import { useCurrentUser } from '../session/use-current-user.ts';
import { CartMenu } from './CartMenu.tsx';
import { formatBalance } from './format-balance.ts';

/** 'Welcome, {first name}' on the dashboard, the balance elsewhere, and the cart. */
export function TopBar() {
  const { pathname } = useLocation();
  const user = useCurrentUser();
  const greeting =
    pathname === '/dashboard' && user
      ? `Welcome, ${user.name_first}`
      : `Balance ${formatBalance(user)}`;
  return (
    <header className="app-topbar">
      <p className="app-topbar__greeting">{greeting}</p>
      <CartMenu />
    </header>
  );
}
