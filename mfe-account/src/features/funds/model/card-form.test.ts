import { ApiError } from '@drawfront/shared/api-client/api-error';
import { CARD_HOLDER_NAME_MESSAGE, NUMBERS_ONLY_MESSAGE, REQUIRED_MESSAGE } from '@drawfront/shared/rules/amount-validation';
import { EMPTY_CARD_FORM, toCardFailure, toNewCard, validateCardForm } from './card-form';

const valid = { cardNumber: '4111 1111 1111 1111', expiryMonth: '04', expiryYear: '2029', csc: '123', cardHolderName: 'Jo Citizen' };
const apiError = (status: number, errors: Record<string, unknown> = {}, message = 'Failed') =>
  new ApiError({ status, message, code: null, errors, result: null, reported: false, context: 'test' });

describe('validateCardForm', () => {
  it('accepts a complete card, spaces in the number included', () => {
    expect(validateCardForm(valid, true)).toEqual({});
  });

  it('requires every field, the security code only when the method asks for it', () => {
    expect(validateCardForm(EMPTY_CARD_FORM, true)).toEqual({ cardNumber: REQUIRED_MESSAGE, expiry: REQUIRED_MESSAGE, csc: REQUIRED_MESSAGE, cardHolderName: REQUIRED_MESSAGE });
    expect(validateCardForm({ ...valid, csc: '' }, false)).toEqual({});
    expect(validateCardForm({ ...valid, expiryYear: '' }, true)).toEqual({ expiry: REQUIRED_MESSAGE });
  });

  it('takes numbers only in the card number and security code', () => {
    expect(validateCardForm({ ...valid, cardNumber: '4111-1111', csc: '12a' }, true)).toEqual({ cardNumber: NUMBERS_ONLY_MESSAGE, csc: NUMBERS_ONLY_MESSAGE });
  });

  it('rejects a card number typed as the name (the shared card holder rule)', () => {
    expect(validateCardForm({ ...valid, cardHolderName: '4111 1111 1111 1' }, true)).toEqual({ cardHolderName: CARD_HOLDER_NAME_MESSAGE });
    expect(validateCardForm({ ...valid, cardHolderName: 'Jo 123456789012' }, true)).toEqual({});
  });
});

describe('toNewCard', () => {
  it('sends digits only and numeric expiry', () => {
    expect(toNewCard({ ...valid, cardHolderName: ' Jo Citizen ' })).toEqual({ cardNumber: '4111111111111111', expiryMonth: 4, expiryYear: 2029, csc: '123', cardHolderName: 'Jo Citizen' });
  });
});

describe('toCardFailure', () => {
  it('maps 422 field errors, camelCase or snake_case, onto fields', () => {
    expect(toCardFailure(apiError(422, { card_number: ['Bad number'], expiryMonth: 'Expired', csc: { message: 'Bad code' }, cardHolderName: 'Bad name' }))).toEqual({
      fieldErrors: { cardNumber: 'Bad number', expiry: 'Expired', csc: 'Bad code', cardHolderName: 'Bad name' },
      formMessage: null,
    });
  });

  it('puts unknown keys and other failures above the form', () => {
    expect(toCardFailure(apiError(422, { gateway: 'Card type not accepted' }))).toEqual({ fieldErrors: {}, formMessage: 'Card type not accepted' });
    expect(toCardFailure(apiError(503, {}, 'Service unavailable'))).toEqual({ fieldErrors: {}, formMessage: 'Service unavailable' });
  });
});
