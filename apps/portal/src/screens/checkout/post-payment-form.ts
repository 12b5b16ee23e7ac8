/**
 * Sends the browser to the payment provider: a POST of the signed fields, as PayFast wants
 * them (a form post, not a fetch), replacing this page.
 */
export function postPaymentForm(action: string, fields: Readonly<Record<string, string>>): void {
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = action;
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
}
