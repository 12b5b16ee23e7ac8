import {
  MOST_PAYEES,
  PAYEE_ROLE_NAMES,
  PAYEE_ROLES,
  type PayeeEntry,
  type PayeeListProblem,
  type PayeeRole,
  payeeListProblems,
} from '@pod-portal/domain';
import type { components } from '@pod-portal/sdk';
import { Alert, Button, Select, TextField } from '@pod-portal/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { bookPayeesQuery } from '../../api/payees-queries.ts';
import { useCurrentUser } from '../../session/use-current-user.ts';

type Payee = components['schemas']['Payee'];

const ROLE_OPTIONS = PAYEE_ROLES.map((role) => ({ id: role, label: PAYEE_ROLE_NAMES[role] }));
const NEW_PAYEE: PayeeEntry = { name: '', email: '', role: 'co-author', share: '' };

export const PAYEES_SAVED_MESSAGE =
  'The payees are saved and their invitations were emailed. A change asks every payee to sign again.';
export const PAYEES_SAVE_FAILED_MESSAGE = 'The payees could not be saved. Please try again.';

interface PayeesFormProps {
  bookId: number;
  payees: readonly Payee[];
  onSaved: () => void;
  onCancel: () => void;
}

/** A payee's field as invalid, with the domain's message, when the list has a problem there. */
function fieldProblem(
  problems: PayeeListProblem[],
  index: number,
  field: PayeeListProblem['field'],
) {
  const message = problems.find(
    (problem) => problem.index === index && problem.field === field,
  )?.message;
  return { errorMessage: message, isInvalid: message !== undefined };
}

/**
 * The book's payees as the author edits them: each payee's name, email, role and share (to
 * 0.01%), the domain's problems beside each field; saving emails the invitations.
 */
export function PayeesForm({ bookId, payees, onSaved, onCancel }: PayeesFormProps) {
  const { pod } = useRouteContext({ from: '__root__' });
  const user = useCurrentUser();
  const userId = user?.id ?? 0;
  const queryClient = useQueryClient();
  const [entries, setEntries] = useState<PayeeEntry[]>(() =>
    payees.length > 0
      ? payees.map(({ name, email, role, share }) => ({ name, email, role, share: String(share) }))
      : [NEW_PAYEE],
  );
  const [problems, setProblems] = useState<PayeeListProblem[]>([]);
  const save = useMutation({
    mutationFn: async (list: PayeeEntry[]) => {
      const { data } = await pod.payees.set({
        params: { path: { bookId } },
        body: { payees: list.map((entry) => ({ ...entry, share: Number(entry.share) })) },
      });
      if (!data) throw new Error(`the payees of book ${bookId} were not saved`);
      queryClient.setQueryData(bookPayeesQuery(pod, userId, bookId).queryKey, data);
    },
    onSuccess: onSaved,
  });

  const change = (index: number, next: Partial<PayeeEntry>) =>
    setEntries((current) =>
      current.map((entry, at) => (at === index ? { ...entry, ...next } : entry)),
    );
  const listProblem = problems.find((problem) => problem.field === 'payees')?.message;

  return (
    <form
      className="app-form"
      aria-label="Payees"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const found = payeeListProblems(entries, user?.email ?? '').problems;
        setProblems(found);
        if (found.length === 0) save.mutate(entries);
      }}
    >
      {entries.map((entry, index) => (
        <fieldset key={index} className="app-form">
          <legend>Payee {index + 1}</legend>
          <TextField
            label="Name"
            value={entry.name}
            onChange={(name) => change(index, { name })}
            {...fieldProblem(problems, index, 'name')}
          />
          <TextField
            label="Email"
            type="email"
            value={entry.email}
            onChange={(email) => change(index, { email })}
            {...fieldProblem(problems, index, 'email')}
          />
          <Select
            label="Role"
            options={ROLE_OPTIONS}
            selectedKey={entry.role}
            onSelectionChange={(role) => change(index, { role: role as PayeeRole })}
          />
          <TextField
            label="Share (%)"
            inputMode="decimal"
            value={String(entry.share)}
            onChange={(share) => change(index, { share })}
            {...fieldProblem(problems, index, 'share')}
          />
          <Button
            variant="ghost"
            onPress={() => setEntries((current) => current.filter((_, at) => at !== index))}
          >
            Remove payee {index + 1}
          </Button>
        </fieldset>
      ))}
      {listProblem && <Alert variant="danger">{listProblem}</Alert>}
      {save.isError && <Alert variant="danger">{PAYEES_SAVE_FAILED_MESSAGE}</Alert>}
      <div className="app-actions">
        <Button
          variant="secondary"
          isDisabled={entries.length >= MOST_PAYEES - 1}
          onPress={() => setEntries((current) => [...current, NEW_PAYEE])}
        >
          Add payee
        </Button>
        <Button type="submit" isPending={save.isPending}>
          Save payees
        </Button>
        <Button variant="ghost" onPress={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
