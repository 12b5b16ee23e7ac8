import type { BookStatus, PaymentStatus } from '@pod-portal/domain';
import type { components, PodClient } from '@pod-portal/sdk';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { CHAT_POLL_MS } from '../chat/index.ts';
import type { StaffActionKind } from './staff-action-kinds.ts';

type PayoutStatus = components['schemas']['PayoutStatus'];

/** Every staff query's key starts here: one event invalidates them all. */
export const STAFF_KEY = ['staff'] as const;

/** GET /staff/chats: the support inbox, unanswered first. */
export function staffInboxQuery(pod: PodClient) {
  return queryOptions({
    queryKey: [...STAFF_KEY, 'chats'],
    queryFn: async () => {
      const { data, response } = await pod.staff.listChats();
      if (!data) throw new Error(`The inbox could not be loaded (HTTP ${response.status})`);
      return data.chats;
    },
    refetchInterval: CHAT_POLL_MS,
    staleTime: 0,
  });
}

/** GET /staff/chats/{userId}: one author's conversation, books and orders. */
export function staffChatQuery(pod: PodClient, userId: number) {
  return queryOptions({
    queryKey: [...STAFF_KEY, 'chats', userId],
    queryFn: async () => {
      const { data, response } = await pod.staff.getChat({ params: { path: { userId } } });
      if (!data) throw new Error(`The conversation could not be loaded (HTTP ${response.status})`);
      return data;
    },
    refetchInterval: CHAT_POLL_MS,
    staleTime: 0,
  });
}

/** GET /staff/change-requests: requests waiting for review, oldest first. */
export function staffChangeRequestsQuery(pod: PodClient) {
  return queryOptions({
    queryKey: [...STAFF_KEY, 'change-requests'],
    queryFn: async () => {
      const { data, response } = await pod.staff.listChangeRequests();
      if (!data) throw new Error(`The requests could not be loaded (HTTP ${response.status})`);
      return data.requests;
    },
    staleTime: 0,
  });
}

/** GET /staff/books: book records (of one status, or all), most recently changed first. */
export function staffBooksQuery(pod: PodClient, status: BookStatus | undefined) {
  return queryOptions({
    queryKey: [...STAFF_KEY, 'books', status ?? 'all'],
    queryFn: async () => {
      const { data, response } = await pod.staff.listBooks({
        params: { query: status ? { status } : {} },
      });
      if (!data) throw new Error(`The books could not be loaded (HTTP ${response.status})`);
      return data;
    },
    staleTime: 0,
  });
}

/** GET /staff/coupons: coupons, newest first, with their uses. */
export function staffCouponsQuery(pod: PodClient) {
  return queryOptions({
    queryKey: [...STAFF_KEY, 'coupons'],
    queryFn: async () => {
      const { data, response } = await pod.staff.listCoupons();
      if (!data) throw new Error(`The coupons could not be loaded (HTTP ${response.status})`);
      return data.coupons;
    },
    staleTime: 0,
  });
}

/** GET /staff/payments: PayFast payments (of one status, or all), newest first, with counts. */
export function staffPaymentsQuery(pod: PodClient, status: PaymentStatus | undefined) {
  return queryOptions({
    queryKey: [...STAFF_KEY, 'payments', status ?? 'all'],
    queryFn: async () => {
      const { data, response } = await pod.staff.listPayments({
        params: { query: status ? { status } : {} },
      });
      if (!data) throw new Error(`The payments could not be loaded (HTTP ${response.status})`);
      return data;
    },
    staleTime: 0,
  });
}

/** GET /staff/ledger: balance movements of every author, or of one with their balance. */
export function staffLedgerQuery(pod: PodClient, userId: number | undefined) {
  return queryOptions({
    queryKey: [...STAFF_KEY, 'ledger', userId ?? 'all'],
    queryFn: async () => {
      const { data, response } = await pod.staff.listLedger({
        params: { query: userId === undefined ? {} : { user_id: userId } },
      });
      if (!data) throw new Error(`The balances could not be loaded (HTTP ${response.status})`);
      return data;
    },
    staleTime: 0,
  });
}

/** GET /staff/cart-payments: one author's cart payments, line by line, with their refunds. */
export function staffCartPaymentsQuery(pod: PodClient, userId: number) {
  return queryOptions({
    queryKey: [...STAFF_KEY, 'cart-payments', userId],
    queryFn: async () => {
      const { data, response } = await pod.staff.listCartPayments({
        params: { query: { user_id: userId } },
      });
      if (!data) throw new Error(`The cart payments could not be loaded (HTTP ${response.status})`);
      return data;
    },
    staleTime: 0,
  });
}

/** What the Activity page narrows the staff actions to. */
export interface StaffActionFilters {
  staffId?: number;
  authorEmail?: string;
  kind?: StaffActionKind;
}

/** GET /staff/actions: what staff did, newest first, a page at a time (`before` the last one). */
export function staffActionsQuery(pod: PodClient, filters: StaffActionFilters) {
  return infiniteQueryOptions({
    queryKey: [...STAFF_KEY, 'actions', filters],
    queryFn: async ({ pageParam }) => {
      const { data, response } = await pod.staff.listActions({
        params: {
          query: {
            ...(filters.staffId !== undefined && { staff_id: filters.staffId }),
            ...(filters.authorEmail !== undefined && { author_email: filters.authorEmail }),
            ...(filters.kind !== undefined && { kind: filters.kind }),
            ...(pageParam !== null && { before: pageParam }),
          },
        },
      });
      if (!data) throw new Error(`The activity could not be loaded (HTTP ${response.status})`);
      return data;
    },
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.next_before,
    staleTime: 0,
  });
}

/** GET /staff/payouts: payouts of every author (of one status, or all), newest first. */
export function staffPayoutsQuery(pod: PodClient, status: PayoutStatus | undefined) {
  return queryOptions({
    queryKey: [...STAFF_KEY, 'payouts', status ?? 'all'],
    queryFn: async () => {
      const { data, response } = await pod.staff.listPayouts({
        params: { query: status ? { status } : {} },
      });
      if (!data) throw new Error(`The payouts could not be loaded (HTTP ${response.status})`);
      return data.payouts;
    },
    staleTime: 0,
  });
}
