import type { Outcome } from '@pod-portal/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { STAFF_KEY } from './staff-queries.ts';

export interface StaffNotice {
  variant: 'success' | 'danger';
  text: string;
}

/** Refusals whose description says what to correct (a bad field, a taken code, a balance). */
const EXPLAINED = new Set([400, 409, 422]);

/**
 * One staff change at a time, and the notice saying how it went: the page's own words when it
 * worked, the server's reason when it refused the input, the connection when nothing arrived.
 * Every staff list is refetched after a change.
 */
export function useStaffChange() {
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<StaffNotice>();

  async function change<Result extends { data?: unknown; outcome: Outcome }>(
    send: () => Promise<Result>,
    texts: { done: (data: NonNullable<Result['data']>) => string; refused: string },
  ): Promise<boolean> {
    try {
      const { data, outcome } = await send();
      if (outcome.kind !== 'ok' || data === undefined || data === null) {
        const explained = outcome.kind !== 'ok' && EXPLAINED.has(outcome.status);
        const text = explained ? (outcome.description ?? texts.refused) : texts.refused;
        setNotice({ variant: 'danger', text });
        return false;
      }
      setNotice({ variant: 'success', text: texts.done(data) });
      await queryClient.invalidateQueries({ queryKey: STAFF_KEY });
      return true;
    } catch {
      setNotice({
        variant: 'danger',
        text: 'The change could not be saved: check your connection.',
      });
      return false;
    }
  }

  return { notice, change };
}

/** A staff change sent, its notice shown: `useStaffChange`'s `change`, handed to a page's parts. */
export type StaffChange = ReturnType<typeof useStaffChange>['change'];
