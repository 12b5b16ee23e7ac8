import { isValidIsbn13, normaliseIsbn } from '@pod-portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';

/**
 * POST /user/getvalidisbn once the typed ISBN is well formed: true when another book uses
 * it, false when it is free, undefined until the server has answered.
 */
export function useIsbnInUse(isbn: string, needed: boolean): boolean | undefined {
  const { pod } = useRouteContext({ from: '__root__' });
  const normalised = normaliseIsbn(isbn);
  const { data } = useQuery({
    queryKey: ['isbn', 'check', normalised],
    queryFn: async () => {
      const { data: answer } = await pod.isbn.check({ body: { isbn: normalised } });
      return answer?.inUse ?? false;
    },
    enabled: !needed && isValidIsbn13(normalised),
    staleTime: 60_000,
  });
  return needed ? undefined : data;
}
