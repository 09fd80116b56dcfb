import { Type } from 'typebox';

/** An amount of money: integer cents (minor units) and the currency they are in. */
export const AmountSchema = Type.Object({ amount: Type.Integer(), currency: Type.String() });
