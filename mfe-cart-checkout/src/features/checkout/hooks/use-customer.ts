// The wallet balance checkout pays from is the page's one `['customer']` query.
export { useCustomer } from '@drawfront/shared/data/use-customer';
