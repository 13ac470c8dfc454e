/** GET /api/user: shared with the checkout (name and phone from the account), so it lives in src/api. */
export { getUser, useMember, userQueryOptions } from '../../../api/get-user';
