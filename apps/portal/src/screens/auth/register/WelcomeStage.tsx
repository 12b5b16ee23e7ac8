import { Link } from '@pod-portal/ui';

/**
 * Told about the R100 welcome credit, the new author goes on to create a first book, once the
 * address is verified: the wizard, like every signed-in page, first asks for the emailed link.
 */
export function WelcomeStage() {
  return (
    <>
      <p>Your account has been created. R100 was added to your balance.</p>
      <p>
        We have sent you an email: follow the link in it to verify your address, then continue to
        your first book.
      </p>
      <Link href="/new-book/general-info" variant="primary">
        Continue
      </Link>
    </>
  );
}
