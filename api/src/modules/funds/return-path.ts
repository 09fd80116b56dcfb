import { safeReturnPath } from '@drawfront/shared/rules/redirect-url';
import { AppError } from '../../errors/app-error';
import { ERROR_CODES } from '../../errors/error-codes';

const NOT_ON_SITE = 'must be a path on this site, such as /my-account';

/**
 * A deposit's `returnPath` (where the customer lands after a redirect to a gateway) checked with the shared rule:
 * absent, or a path on this site; anything else is refused as a field error before any money moves.
 */
export function requireSiteReturnPath(returnPath: string | undefined): void {
  if (returnPath !== undefined && safeReturnPath(returnPath) === null) {
    throw new AppError(ERROR_CODES.validationFailed, ['body', `returnPath: ${NOT_ON_SITE}`], { errors: { returnPath: [NOT_ON_SITE] } });
  }
}
