import type { PodClient } from '@pod-portal/sdk';

/**
 * GET /user/viewcontract as an object URL for the PDF viewer (the call needs the bearer
 * header, which a viewer's own request cannot send); null when it cannot be fetched.
 */
export async function contractTemplateUrl(pod: PodClient): Promise<string | null> {
  const { data: pdf } = await pod.contracts.getTemplate({ parseAs: 'blob' });
  // parseAs 'blob' makes the answer a Blob; the contract types PDF bodies as strings.
  const data: unknown = pdf;
  return data instanceof Blob ? URL.createObjectURL(data) : null;
}
