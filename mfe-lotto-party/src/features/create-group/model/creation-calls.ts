import type { ApiClient } from '@drawfront/shared/api-client/types';
import type { LottoPartyConfig, LottoPartyGroup } from '@drawfront/shared/contract/lotto-party';
import type { CreationDraft } from '@drawfront/shared/rules/lotto-party-steps';
import * as calls from '../../../lib/lotto-party-api';

/** What the steps need: the config (lotteries, draws, limits) and, for a new session of a group, that group. */
export async function fetchConfigOrGroup(api: ApiClient, groupId: string | null, signal: AbortSignal): Promise<{ config: LottoPartyConfig; group: LottoPartyGroup | null }> {
  const [config, group] = await Promise.all([calls.fetchConfig(api, signal), groupId ? calls.fetchGroup(api, groupId, signal) : Promise.resolve(null)]);
  return { config, group };
}

export function createGroup(api: ApiClient, draft: CreationDraft) {
  return calls.createGroup(api, { groupName: draft.groupName.trim(), publicityStatus: draft.publicityStatus });
}

/** The session of the chosen draw (`lotteryKey:drawNo`) at the draft's share price and count. */
export function createSession(api: ApiClient, groupId: string, draft: CreationDraft) {
  const [lotteryKey = '', drawNo = '0'] = draft.draw.split(':');
  return calls.createSession(api, {
    groupId,
    inviteAllExistingMembers: true,
    lotteryKey,
    drawNo: Number(drawNo),
    sharePrice: draft.sharePriceCents ?? 0,
    sharesTotal: draft.sharesTotal ?? 0,
    autosessionStatus: draft.autosessionStatus ?? 'off',
  });
}
