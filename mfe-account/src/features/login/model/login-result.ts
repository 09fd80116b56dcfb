/** Answer of `POST /login` (groups §3 "Login result"); only the fields this remote reads. */
export interface LoginResult {
  customer: { customerId: string } | null;
  accessToken: string;
  refreshToken: string;
  deviceUuid: string;
}
