// Names that read better than the rule gives (the rule would say `books.getUser`...).
const overrides: Record<string, string> = {
  getUserBooks: 'list',
  getBookInfo: 'get',
  addUser: 'register',
  getBookOrders: 'list',
  getOrdersPerBook: 'listPerBook',
};

/**
 * The SDK method name of an operation within its tag's group: the operationId without the tag's
 * word (singular or plural) after its first word, so `payCart` in `cart` is `pod.cart.pay`
 * and `sendChatMessage` in `chat` is `pod.chat.sendMessage`.
 */
export function friendlyName(operationId: string, tag: string): string {
  const override = overrides[operationId];
  if (override) return override;
  const tagWords = new Set([tag.toLowerCase(), tag.toLowerCase().replace(/s$/, '')]);
  const [first = '', ...rest] = operationId.split(/(?=[A-Z])/);
  return first + rest.filter((word) => !tagWords.has(word.toLowerCase())).join('');
}
