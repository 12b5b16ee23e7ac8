import { RESIGN_FAILED_MESSAGE, resignSchema, resignSucceededMessage } from '@pod-portal/domain';
import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  PdfViewer,
  RadioGroup,
  SignaturePad,
} from '@pod-portal/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouteContext } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { accessTokenQuery } from '../../api/access-token-query.ts';
import { contractTemplateUrl } from '../../api/contract-template-url.ts';
import { renewalBooksQuery } from '../../api/renewal-books-query.ts';
import { FormTextField } from '../../forms/FormTextField.tsx';
import { firstErrorMessage } from '../../forms/first-error-message.ts';
import { useSchemaForm } from '../../forms/use-schema-form.ts';
import type { ResignContractQuery } from '../../session/resign-contract-query.ts';
import { fileUrl } from '../books/file-url.ts';

type Viewing = { title: string; src: string } | null;

/** The form's values: the schema's fields, with the terms box unticked to start with. */
interface ResignValues {
  bookId: string | number;
  acceptedTerms: boolean;
  signature: string;
  initials: string;
  signedPlace: string;
}

/**
 * Re-signing changed contracts, one book at a time: choose the book, accept the terms, give
 * the signed place, draw signature and initials. When no book is left the status is active
 * again and the user goes to the dashboard.
 */
export function ResignContractPage({ query }: { query: ResignContractQuery }) {
  const { pod, currentUser } = useRouteContext({ from: '__root__' });
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const books = useQuery(renewalBooksQuery(pod));
  const token = useQuery(accessTokenQuery(pod)).data;
  const [notice, setNotice] = useState<{ variant: 'success' | 'danger'; text: string } | null>(
    null,
  );
  const [viewing, setViewing] = useState<Viewing>(null);
  // Each signing starts afresh: the pads are drawn on again for the next book.
  const [round, setRound] = useState(0);
  // The link from the email (bookID and islocal) chooses its book.
  const linked = books.data?.find(
    (book) =>
      String(book.id) === String(query.bookID) &&
      book.is_international === (['0', 'false'].includes(String(query.islocal)) ? 1 : 0),
  );

  const { form, formProps, isSubmitting } = useSchemaForm<ResignValues>({
    defaultValues: {
      bookId: linked ? String(linked.id) : '',
      acceptedTerms: false,
      signature: '',
      initials: '',
      signedPlace: '',
    },
    schema: resignSchema,
    onSubmit: async (values) => {
      const book = books.data?.find((candidate) => String(candidate.id) === String(values.bookId));
      if (!book) return;
      setNotice(null);
      let succeeded = false;
      try {
        const { data } = await pod.contracts.resign({
          params: { path: { bookId: book.id, isInternational: book.is_international } },
          body: {
            filedata: values.signature,
            initial_base64: values.initials,
            signedPlace: values.signedPlace.trim(),
          },
        });
        succeeded = data?.statusCode === 0;
      } catch {
        succeeded = false;
      }
      if (!succeeded) {
        setNotice({ variant: 'danger', text: RESIGN_FAILED_MESSAGE });
        return;
      }
      setNotice({ variant: 'success', text: resignSucceededMessage(book.book_title) });
      form.reset({
        bookId: '',
        acceptedTerms: false,
        signature: '',
        initials: '',
        signedPlace: '',
      });
      setRound((count) => count + 1);
      await queryClient.invalidateQueries({ queryKey: renewalBooksQuery(pod).queryKey });
    },
  });

  // Nothing (left) to re-sign: the account is active again.
  const done = books.data?.length === 0;
  useEffect(() => {
    if (!done) return;
    const user = currentUser.get();
    if (user) currentUser.set({ ...user, user_status: 1 });
    void navigate({ to: '/dashboard' });
  }, [done, currentUser, navigate]);

  const openTerms = async () => {
    const src = await contractTemplateUrl(pod).catch(() => null);
    if (src) setViewing({ title: 'Terms & Conditions', src });
    else setNotice({ variant: 'danger', text: 'The Terms & Conditions could not be loaded.' });
  };

  return (
    <section className="app-dashboard" aria-labelledby="resign-title">
      <h1 id="resign-title">There were changes to your contract for books</h1>
      {notice && <Alert variant={notice.variant}>{notice.text}</Alert>}
      {books.isPending && <p role="status">Loading your books…</p>}
      {books.isError && <p role="alert">Your books could not be loaded. Please try again later.</p>}
      {books.data && books.data.length > 0 && (
        <form {...formProps}>
          <form.Field name="bookId">
            {(field) => (
              <RadioGroup
                label="Book"
                options={(books.data ?? []).map((book) => ({
                  value: String(book.id),
                  label: book.book_title,
                }))}
                value={String(field.state.value)}
                onChange={(value) => field.handleChange(value)}
                isInvalid={field.state.meta.isTouched && field.state.meta.errors.length > 0}
                errorMessage={firstErrorMessage(field.state.meta.errors)}
              />
            )}
          </form.Field>
          <form.Subscribe selector={(state) => state.values.bookId}>
            {(bookId) => {
              const chosen = books.data?.find((book) => String(book.id) === String(bookId));
              return (
                <>
                  <form.Field name="acceptedTerms">
                    {(field) => (
                      <Checkbox
                        isSelected={field.state.value}
                        isDisabled={!chosen}
                        onChange={(ticked) => field.handleChange(ticked)}
                        isInvalid={field.state.meta.isTouched && field.state.meta.errors.length > 0}
                      >
                        I accept the Terms &amp; Conditions
                      </Checkbox>
                    )}
                  </form.Field>
                  <div className="app-actions">
                    <Button variant="secondary" onPress={() => void openTerms()}>
                      View Terms &amp; Conditions
                    </Button>
                    {chosen?.contractInfo && token !== undefined && (
                      <Button
                        variant="secondary"
                        onPress={() =>
                          setViewing({
                            title: `Contract for ${chosen.book_title}`,
                            src: fileUrl(chosen.contractInfo ?? '', token),
                          })
                        }
                      >
                        Preview contract
                      </Button>
                    )}
                  </div>
                </>
              );
            }}
          </form.Subscribe>
          <form.Field name="signedPlace">
            {(field) => (
              <FormTextField field={field} label="Signed place" autoComplete="address-level2" />
            )}
          </form.Field>
          {(['signature', 'initials'] as const).map((name) => (
            <form.Field key={`${name}-${round}`} name={name}>
              {(field) => (
                <SignaturePad
                  label={name === 'signature' ? 'Signature' : 'Initials'}
                  onChange={(png) => field.handleChange(png ?? '')}
                  isInvalid={field.state.meta.isTouched && field.state.meta.errors.length > 0}
                  errorMessage={firstErrorMessage(field.state.meta.errors)}
                />
              )}
            </form.Field>
          ))}
          <form.Subscribe
            selector={(state) => state.values.acceptedTerms && state.values.signature !== ''}
          >
            {(ready) => (
              <Button type="submit" isDisabled={!ready} isPending={isSubmitting}>
                Submit
              </Button>
            )}
          </form.Subscribe>
        </form>
      )}
      <Dialog
        title={viewing?.title ?? ''}
        isOpen={viewing !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setViewing(null);
        }}
        actions={(close) => (
          <Button variant="secondary" onPress={close}>
            Close
          </Button>
        )}
      >
        {viewing && <PdfViewer src={viewing.src} title={viewing.title} />}
      </Dialog>
    </section>
  );
}
