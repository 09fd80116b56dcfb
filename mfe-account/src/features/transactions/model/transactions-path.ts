/** Path of the transactions list (storefront §2 "/my-account/transactions with /{page}"). */
export const TRANSACTIONS_PATH = '/my-account/transactions';
