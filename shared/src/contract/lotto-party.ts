/**
 * Lotto party API shapes (groups spec §3, §7 "Lotto party API", namespace /social/v3). Money is integer
 * cents with its currency, as everywhere.
 */
import type { GamePicks } from './cart';
import type { Amount } from './catalogue';
import type { PageInfo } from './purchase';
import type { AutosessionStatus, PublicityStatus, SessionStatus } from '../rules/lotto-party';

export type { AutosessionStatus, PublicityStatus, SessionStatus };

export interface LottoPartyGroup {
  id: string;
  groupName: string;
  publicityStatus: PublicityStatus;
  organiserName: string;
  isOrganiser: boolean;
  isMember: boolean;
  memberCount: number;
  /** The invite link's token: members only (any member may invite). */
  inviteToken: string | null;
  /** The group's session still selling shares, if any. */
  openSessionId: string | null;
  createdAt: string;
}

export interface LottoPartyGroupPage {
  groups: LottoPartyGroup[];
  pageInfo: PageInfo;
}

export interface SessionDraw {
  drawId: number;
  drawNo: number;
  drawDate: string;
  /** When the draw stops selling: the session closes then at the latest. */
  stop: string;
  lotteryKey: string;
  lotteryName: string;
}

export interface LottoPartySession {
  sessionId: string;
  groupId: string;
  groupName: string;
  draws: SessionDraw[];
  inviteAllExistingMembers: boolean;
  autosessionStatus: AutosessionStatus;
  status: SessionStatus;
  sharePrice: Amount;
  sharesTotal: number;
  sharesSold: number;
  sharesLeft: number;
  /** The caller's shares (0 when signed-in caller holds none). */
  myShares: number;
  createdAt: string;
}

export interface LottoPartySessionPage {
  sessions: LottoPartySession[];
  pageInfo: PageInfo;
}

/** One member's line on the session's ledger. */
export interface LedgerMember {
  /** Ordinal in purchase order (1 = first buyer), so the page can rank ties as the split does. */
  order: number;
  name: string;
  isMe: boolean;
  shares: number;
  paid: Amount;
  /** Money back: the part of the session's money that bought no game (or all of it, if cancelled). */
  refund: Amount;
  /** floor(prize × shares / shares sold), summed over the winning tickets. */
  prizeBase: Amount;
  /** Leftover cents given by largest remainder (ties to the earlier buyer). */
  prizeLeftover: Amount;
  prize: Amount;
}

export interface LedgerTicket {
  id: string;
  game: GamePicks;
  price: Amount;
  division: number | null;
  prize: Amount | null;
  prizeStatus: 'none' | 'pending' | 'paid' | 'claim_required';
}

/** Groups spec §3 session, with the numbers every member can check: they always add up to the cent. */
export interface SessionLedger {
  members: LedgerMember[];
  tickets: LedgerTicket[];
  totals: {
    shares: number;
    paid: Amount;
    /** What the tickets cost (paid − refunded). */
    spent: Amount;
    refunded: Amount;
    prize: Amount;
    /** Prize paid out in parts so far (prize of tickets already paid). */
    prizeSplit: Amount;
    leftover: Amount;
  };
}

export interface LottoPartySessionDetails extends LottoPartySession {
  /** Members only; null for a visitor of a public group. */
  ledger: SessionLedger | null;
}

export interface LottoPartyOrder {
  id: string;
  socialSyndicateId: string;
  groupId: string;
  groupName: string;
  shares: number;
  paid: Amount;
  purchasedAt: string;
  checkoutId: string;
  status: 'upcoming_products' | 'past_products';
  session: LottoPartySession;
  /** With show_details=true: the session's ledger. */
  details: SessionLedger | null;
}

export interface LottoPartyOrderPage {
  orders: LottoPartyOrder[];
  pageInfo: PageInfo;
}

export interface LottoPartyLottery {
  lotteryKey: string;
  name: string;
  gamePrice: Amount;
  draws: SessionDraw[];
}

export interface LottoPartyConfig {
  subVariant: string;
  currency: string;
  sharePrice: { min: number; max: number; step: number };
  shares: { min: number; max: number };
  groupListPageSize: number;
  pageSize: number;
  publicityStatuses: PublicityStatus[];
  autosessionStatuses: AutosessionStatus[];
  creationSteps: string[];
  lotteries: LottoPartyLottery[];
}
