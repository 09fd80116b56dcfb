import { webcrypto } from 'node:crypto';
import { fireEvent, screen, within } from '@testing-library/react';
import type { ApiRequest } from '@drawfront/shared/api-client/types';
import type { I18n } from '@drawfront/shared/contract/i18n';
import { encodeTicket } from '@drawfront/shared/fairness/ticket-leaf';
import { EXAMPLE_DRAW, EXAMPLE_LEAVES, EXAMPLE_TICKET, EXAMPLE_TICKETS } from '@drawfront/shared/fairness/worked-example';
import { createI18n } from '@drawfront/shared/i18n/create-i18n';
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
const apiAnswering = (proof: PublicTicketProof, games: PublicTicketProof[] = [proof]) =>
  buildApi(async (request: ApiRequest) => (request.path === '/tickets/t-1/proof' ? { draw: EXAMPLE_DRAW, ticket: proof, games } : ticket));

async function checkedPanel(proof: PublicTicketProof, options: { games?: PublicTicketProof[]; i18n?: I18n } = {}) {
  const { container } = renderTicketRoutes('/my-account/past-tickets/ticket/t-1', apiAnswering(proof, options.games), options.i18n ? { i18n: options.i18n } : {});
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

  it('checks every game of a ticket of several, each step named by its game, in the site\'s translated words', async () => {
    // The worked example's first ticket is a leaf of the same tree, and holds the six numbers drawn: division 1.
    const first: PublicTicketProof = {
      ...EXAMPLE_TICKET,
      ticketId: EXAMPLE_TICKETS[0]!.ticketId,
      encoding: encodeTicket(EXAMPLE_TICKETS[0]!),
      salt: EXAMPLE_TICKETS[0]!.salt,
      proof: { index: 0, path: [{ side: 'right', hash: EXAMPLE_LEAVES[1]! }, { side: 'right', hash: EXAMPLE_LEAVES[2]! }] },
      division: 1,
      matched: { numbers: [2, 8, 20, 22, 28, 41], supplementary: [] },
    };
    const enGb = createI18n({
      locale: 'en-GB',
      currency: 'GBP',
      timeZone: 'Europe/London',
      translations: { 'fairness.step.game': 'Line {game}: {sentence}', 'fairness.step.ticket-ok': 'Line committed among {count} at close (root {root}).' },
    });
    const { panel } = await checkedPanel(first, { games: [first, EXAMPLE_TICKET], i18n: enGb });
    const steps = within(panel).getAllByRole('listitem').filter((item) => item.hasAttribute('data-step'));
    expect(steps.map((step) => [step.getAttribute('data-step'), step.textContent!.slice(0, 1)])).toEqual([
      ['seed', '✓'], ['order', '✓'], ['numbers', '✓'], ['ticket', '✓'], ['result', '✓'], ['ticket', '✓'], ['result', '✓'],
    ]);
    expect(steps[3]!.textContent).toBe(`✓Passed: Line 1: Line committed among 3 at close (root ${EXAMPLE_DRAW.tickets!.root.slice(0, 12)}…).`);
    expect(steps[6]!.textContent).toBe("✓Passed: Line 2: Your numbers match 5 of the numbers drawn and win division 5, exactly as your ticket's result was worked out.");
  });

  it('has no axe violations, checked', async () => {
    const { panel } = await checkedPanel(EXAMPLE_TICKET);
    expect(await axeViolations(panel)).toEqual([]);
  });
});
