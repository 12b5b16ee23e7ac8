import { Link } from '@pod-portal/ui';

/** Any unknown address. */
export function NotFound() {
  return (
    <section className="app-not-found" aria-labelledby="not-found-title">
      <h1 id="not-found-title">404</h1>
      <p>This page does not exist.</p>
      <Link href="/" variant="primary">
        Go to the start page
      </Link>
    </section>
  );
}
