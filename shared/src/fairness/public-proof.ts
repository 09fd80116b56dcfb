import type { Drawn, Machine } from './draw-algorithm';
import type { InclusionProof } from './merkle-tree';
import type { PrizeTable } from '../scoring/prize-table';

/** What a draw publishes for anyone to check (`GET /draws/{id}/fairness`, and the verifier's draw JSON). */
export interface PublicDrawProof {
  drawId: number;
  kind: 'lottery' | 'raffle';
  /** Published from the draw's creation, before sales close. */
  seedHash: string;
  /** Revealed once drawn; null before. */
  seed: string | null;
  /** Lotteries: the draw machine the numbers come from. */
  machine: Machine | null;
  /** Lotteries: the divisions and what each needs, so a ticket's result can be worked out from its numbers. */
  prizeTable: PrizeTable | null;
  /** Lotteries: the numbers drawn; raffles: `numbers` holds the winning entry numbers, first prize first. */
  numbers: Drawn | null;
  closedAt: string | null;
  drawnAt: string | null;
  /** The commitment to every ticket, published at close; null while sales are open. */
  tickets: { root: string; count: number; committedAt: string } | null;
}

/** What a ticket carries to show it was in the committed set (the ticket page, and the verifier's ticket JSON). */
export interface PublicTicketProof {
  drawId: number;
  ticketId: string;
  /** The canonical encoding (see ticket-leaf.ts), salt included. */
  encoding: string;
  salt: string;
  /** Null when the ticket is not in the committed tree (it should always be). */
  proof: InclusionProof | null;
  root: string | null;
  /** Raffles: the entry number; lotteries: null. */
  entryNo: number | null;
  /** The ticket's published result: its prize division (null: no prize). */
  division: number | null;
  /** Lotteries: the numbers the ticket matched, as the draw scored it. */
  matched: Drawn | null;
  /** Entries covering several games (systems, PowerHit, boxed Strike…): the games won per division; null for one game. */
  wins: { division: number; games: number }[] | null;
}

/**
 * `GET /tickets/{id}/proof`: the draw, and the customer's ticket as committed. `ticket` is the game asked for,
 * `games` every game of the ticket in the order played (a multi-game ticket is one leaf per game); null and
 * empty until the draw has committed its tickets.
 */
export interface TicketProofAnswer {
  draw: PublicDrawProof;
  ticket: PublicTicketProof | null;
  games: PublicTicketProof[];
}
