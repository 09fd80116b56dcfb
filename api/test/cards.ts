// Card and deposit builders: cards through the test gateway's magic numbers (snake_case bodies, as the client sends them).
import { randomUUID } from 'node:crypto';
import type { LoginResult } from '@drawfront/shared/contract/customer';
import { asCustomer } from './customers';
import type { TestContext } from './helper';

export const YEAR = new Date().getUTCFullYear() + 2;
export const cardBody = (number: string, overrides: Record<string, unknown> = {}) => ({ card_number: number, expiry_month: 12, expiry_year: YEAR, csc: '123', card_holder_name: 'Pat Player', ...overrides });

export async function addCard(t: TestContext, session: LoginResult, number: string, overrides: Record<string, unknown> = {}) {
  return asCustomer(t, session.accessToken, { method: 'POST', url: '/v2/funds/cc/test', payload: cardBody(number, overrides) });
}

export function deposit(t: TestContext, session: LoginResult, fundId: string, payload: Record<string, unknown>, key: string | null = randomUUID()) {
  return asCustomer(t, session.accessToken, { method: 'POST', url: `/v2/funds/${fundId}/deposit`, headers: key === null ? {} : { 'idempotency-key': key }, payload });
}

export async function balanceOf(t: TestContext, session: LoginResult): Promise<number> {
  return (await asCustomer(t, session.accessToken, { method: 'GET', url: '/v2/customer' })).json().balance.amount;
}

