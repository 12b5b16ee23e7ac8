import { CONTRACT_FETCH_FAILED_MESSAGE } from '@pod-portal/domain';
import { Alert, Button, Dialog, PdfViewer } from '@pod-portal/ui';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { useObjectUrl } from '../../signing/use-object-url.ts';
import type { BookPair } from './book-pair.ts';

type State =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'open'; pdf: Blob }
  | { kind: 'failed' };

/** The signed contract, fetched (POST /user/viewsignedcontract) and shown in a viewer. */
export function BookContract({
  pair,
}: {
  pair: Pick<BookPair, 'localBookId' | 'internationalBookId'>;
}) {
  const { pod } = useRouteContext({ from: '__root__' });
  const [state, setState] = useState<State>({ kind: 'idle' });
  const url = useObjectUrl(state.kind === 'open' ? state.pdf : undefined);

  const open = async () => {
    setState({ kind: 'loading' });
    try {
      const { data: pdf } = await pod.contracts.getSigned({
        body: {
          local_bookId: pair.localBookId ?? 0,
          international_bookId: pair.internationalBookId ?? 0,
        },
        parseAs: 'blob',
      });
      // parseAs 'blob' makes the answer a Blob; the contract types PDF bodies as strings.
      const data: unknown = pdf;
      setState(data instanceof Blob ? { kind: 'open', pdf: data } : { kind: 'failed' });
    } catch {
      setState({ kind: 'failed' });
    }
  };

  return (
    <div>
      <Button variant="secondary" isPending={state.kind === 'loading'} onPress={() => void open()}>
        View contract
      </Button>
      {state.kind === 'failed' && <Alert variant="danger">{CONTRACT_FETCH_FAILED_MESSAGE}</Alert>}
      <Dialog
        title="Contract"
        isOpen={url !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setState({ kind: 'idle' });
        }}
        actions={(close) => (
          <Button variant="secondary" onPress={close}>
            Close
          </Button>
        )}
      >
        {url && <PdfViewer src={url} title="Contract" downloadName="contract.pdf" />}
      </Dialog>
    </div>
  );
}
