import { Card, Link } from '@pod-portal/ui';
import { formatBalance } from '../../lib/format-balance.ts';
import { useCurrentUser } from '../../session/use-current-user.ts';
import { CouponForm } from './CouponForm.tsx';
import { PayoutNotice } from './PayoutNotice.tsx';
import { WelcomeModal } from './WelcomeModal.tsx';

const SHORTCUTS = [
  { href: '/new-book/', title: 'New book', text: 'Start publishing a new book.' },
  { href: '/books', title: 'Your books', text: 'Follow your books and continue uploads.' },
  { href: '/orders', title: 'Orders', text: 'See the orders of your books.' },
  { href: '/support', title: 'Get help', text: 'Legal documents and support.' },
] as const;

export function DashboardPage() {
  const user = useCurrentUser();
  return (
    <div className="app-dashboard">
      <h1>Dashboard</h1>
      <div className="app-grid">
        <Card
          title="Balance"
          footer={
            <span className="app-actions">
              <Link href="/transactions">Transactions</Link>
              <Link href="/payouts">Payouts</Link>
            </span>
          }
        >
          <p className="app-balance" data-testid="balance">
            {formatBalance(user)}
          </p>
        </Card>
        <Card title="Add a coupon">
          <CouponForm />
        </Card>
      </div>
      <nav aria-label="Shortcuts">
        <ul className="app-grid app-shortcuts">
          {SHORTCUTS.map(({ href, title, text }) => (
            <li key={href}>
              <Link href={href} className="app-shortcut">
                <strong>{title}</strong>
                <span>{text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <WelcomeModal />
      <PayoutNotice />
    </div>
  );
}
