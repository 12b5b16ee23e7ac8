import { useLocation } from '@tanstack/react-router';
import { formatBalance } from '../lib/format-balance.ts';
import { useCurrentUser } from '../session/use-current-user.ts';
import { CartMenu } from './CartMenu.tsx';

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
