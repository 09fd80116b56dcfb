import { useState } from 'react';
import type { FormEvent } from 'react';
import { ApiError } from '@drawfront/shared/api-client/api-error';
import type { Cart, CartPromotion, PromotionCredit } from '@drawfront/shared/contract/cart';
import type { I18n } from '@drawfront/shared/contract/i18n';
import { useSubmitOnce } from '@drawfront/shared/data/use-submit-once';
import { Button } from '@drawfront/shared/ui/button';
import { errorMessage } from '@drawfront/shared/ui/error-message';
import { TextField } from '@drawfront/shared/ui/text-field';
import '../../../components/cart-checkout.css';

export interface PromotionCodeProps {
  /** The code the cart holds, or null. */
  promotion: CartPromotion | null;
  i18n: I18n;
  /** Sends the code with the attempt's idempotency key (a credit code moves money). */
  onApply: (code: string, idempotencyKey: string) => Promise<Cart>;
  onRemove: () => Promise<Cart>;
  /** A credit code went into the wallet. */
  onCredit: (credit: PromotionCredit) => void;
  newIdempotencyKey: () => string;
}

/** A refusal the server answered (promotion_not_added, a bad code): the attempt is over and the next press gets a new key. */
const settled = (failure: { status: number | null }) => failure.status !== null && failure.status < 500;

/**
 * The cart's "Promotion code" field (storefront §4: the promotion error is set on promotion_not_added). The
 * server's message says why a code does not apply, shown on the field and read out at once (role="alert"); a credit added to the
 * wallet is announced politely. The code the cart holds shows with what it takes off and a Remove button.
 */
export function PromotionCode({ promotion, i18n, onApply, onRemove, onCredit, newIdempotencyKey }: PromotionCodeProps) {
  const [code, setCode] = useState('');
  const [removing, setRemoving] = useState(false);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const apply = useSubmitOnce<string, Cart, { status: number | null; message: string }>({
    send: (typed, key) => onApply(typed, key ?? newIdempotencyKey()),
    toFailure: (error) => ({ status: error instanceof ApiError ? error.status : null, message: errorMessage(error) }),
    idempotency: { newKey: newIdempotencyKey, isSettled: settled, sameAttempt: (previous, next) => previous === next },
    onSuccess: (cart) => {
      setCode('');
      if (cart.promotionCredit) onCredit(cart.promotionCredit);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    if (typed) void apply.submit(typed);
  };
  const remove = async () => {
    setRemoving(true);
    setRemoveError(null);
    try {
      await onRemove();
    } catch (error) {
      setRemoveError(errorMessage(error));
    } finally {
      setRemoving(false);
    }
  };

  const failure = apply.state.status === 'error' ? apply.state.failure.message : (removeError ?? null);
  const credit = apply.state.status === 'success' ? apply.state.result.promotionCredit : undefined;
  return (
    <section className="cart-checkout-panel cart-promotion" aria-labelledby="cart-promotion-heading">
      <h2 className="cart-lines__heading" id="cart-promotion-heading">
        {i18n.t('cart.promotion.heading', 'Promotions')}
      </h2>
      {promotion ? (
        <div className="cart-promotion__applied">
          <p className="cart-promotion__code">
            {i18n.t('cart.promotion.applied', 'Code {code}: {description}', { code: promotion.code, description: promotion.description })}
          </p>
          <Button variant="text" busy={removing} onClick={() => void remove()}>
            {i18n.t('cart.promotion.remove', 'Remove')}
            <span className="df-ui-visually-hidden"> {i18n.t('cart.promotion.remove-code', 'code {code}', { code: promotion.code })}</span>
          </Button>
        </div>
      ) : null}
      <form className="cart-promotion__form" onSubmit={submit} noValidate>
        <TextField
          label={i18n.t('cart.promotion.label', 'Promotion code')}
          name="promotion_code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={64}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={failure}
          announceError
        />
        <Button type="submit" variant="secondary" busy={apply.state.status === 'submitting'}>
          {i18n.t('cart.promotion.apply', 'Apply')}
        </Button>
      </form>
      {/* Always in the page, so screen readers hear what is put in it. */}
      <div role="status" aria-live="polite" className="cart-promotion__status">
        {credit
          ? i18n.t('cart.promotion.credited', '{amount} credit from code {code} was added to your wallet.', { amount: i18n.money(credit.credit.amount), code: credit.code })
          : null}
      </div>
    </section>
  );
}
