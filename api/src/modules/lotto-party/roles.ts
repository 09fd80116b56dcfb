import { AppError } from '../../errors/app-error';
import { ERROR_CODES } from '../../errors/error-codes';

/**
 * Who may make each lotto party write, declared once. `customer`: anyone signed in (creating a group, joining
 * with its invite link); `member`: the group's members, organiser included (leaving, opening a session, as the
 * group page offers to every member); `organiser`: only who created the group (the group's standing choices,
 * such as whether its sessions renew themselves).
 */
export const WRITE_ROLES = {
  'POST /group': { role: 'customer', action: 'create a group' },
  'POST /group/token/:token/member': { role: 'customer', action: 'join it' },
  'DELETE /group/:id/member': { role: 'member', action: 'leave it' },
  'POST /session': { role: 'member', action: 'open a session' },
  'PUT /session/:id': { role: 'organiser', action: 'change its sessions' },
} as const satisfies Record<string, { role: 'customer' | 'member' | 'organiser'; action: string }>;

export type GroupWrite = keyof typeof WRITE_ROLES;

/** Refuses (403 in the error shape) a customer whose place in the group is below what `write` needs. */
export function assertGroupRole(write: GroupWrite, place: { member: boolean; organiser: boolean }): void {
  const { role, action } = WRITE_ROLES[write];
  if (role === 'customer') return;
  if (!place.member) throw new AppError(ERROR_CODES.notGroupMember, [action]);
  if (role === 'organiser' && !place.organiser) throw new AppError(ERROR_CODES.organiserOnly, [action]);
}
