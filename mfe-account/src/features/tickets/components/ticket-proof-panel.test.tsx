import { webcrypto } from 'node:crypto';
import { fireEvent, screen, within } from '@testing-library/react';
import type { ApiRequest } from '@drawfront/shared/api-client/types';
import { EXAMPLE_DRAW, EXAMPLE_TICKET } from '@drawfront/shared/fairness/worked-example';
import type { PublicTicketProof } from '@drawfront/shared/fairness/public-proof';
import { buildApi } from '@drawfront/shared/testing/build-remote-props';
import { axeViolations } from '@drawfront/shared/testing/axe-violations';
import { buildPastTicket } from '../../../testing/build-tickets';
import { renderTicketRoutes } from '../../../testing/render-ticket-routes';

// jsdom has no WebCrypto digest; the browser's and Node's are the same API.
beforeAll(() => {
  if (!globalThis.crypto?.subtle) Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
});

const ticket = buildPastTicket({ id: 't-1' });
const apiAnswering = (proof: PublicTicketProof) =>
  buildApi(async (request: ApiRequest) => (request.path === '/tickets/t-1/proof' ? { draw: EXAMPLE_DRAW, ticket: proof } : ticket));

async function checkedPanel(proof: PublicTicketProof) {
  const { container } = renderTicketRoutes('/my-account/past-tickets/ticket/t-1', apiAnswering(proof));
  const panel = (await screen.findByRole('heading', { level: 2, name: 'Proof your ticket was in the draw' })).closest('section') as HTMLElement;
  fireEvent.click(within(panel).getByRole('button', { name: 'Check it yourself' }));
  await within(panel).findByText(/Every step checks out|does not check out/);
  return { container, panel };
}

describe('the ticket proof panel', () => {
  it('shows the leaf, the salt, the path and the root, and checks every step ✓ in the browser', async () => {
    const { panel } = await checkedPanel(EXAMPLE_TICKET);
    expect(within(panel).getByLabelText('Canonical encoding of your ticket').textContent).toBe(EXAMPLE_TICKET.encoding);
    expect(within(panel).getByText(EXAMPLE_TICKET.salt)).toBeTruthy();
    expect(within(panel).getByText(EXAMPLE_DRAW.tickets!.root)).toBeTruthy();
    expect(within(panel).getByText(EXAMPLE_TICKET.proof!.path[0]!.hash)).toBeTruthy();
    const steps = within(panel).getAllByRole('listitem').filter((item) => item.hasAttribute('data-step'));
    expect(steps.map((step) => [step.getAttribute('data-step'), step.textContent!.slice(0, 1)])).toEqual([['seed', '✓'], ['order', '✓'], ['numbers', '✓'], ['ticket', '✓'], ['result', '✓']]);
    expect(within(panel).getByText('Every step checks out, worked out by your own browser.')).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'How the draw and this proof work' }).getAttribute('href')).toBe('/about/fairness');
  });

  it('shows ✗ for a ticket that does not lead to the root', async () => {
    const { panel } = await checkedPanel({ ...EXAMPLE_TICKET, encoding: EXAMPLE_TICKET.encoding.replace('30,44', '30,45') });
    const step = within(panel).getAllByRole('listitem').find((item) => item.getAttribute('data-step') === 'ticket')!;
    expect(step.textContent).toMatch(/^✗Failed: Your ticket does not lead to the committed root/);
  });

  it('has no axe violations, checked', async () => {
    const { panel } = await checkedPanel(EXAMPLE_TICKET);
    expect(await axeViolations(panel)).toEqual([]);
  });
});
