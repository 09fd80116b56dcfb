import type { ProductType } from '@drawfront/shared/contract/catalogue';

/**
 * How to play, in each site's words: editors change it by a reviewed change to this file. An offer without
 * its own text gets its product type's. Odds and draw times are not written here: the API works them out
 * from the offer's prize table and draw schedule, so they can never disagree with the game.
 */
export const HOW_TO_PLAY_BY_TYPE: Record<ProductType, string> = {
  lottery_ticket:
    'Pick your numbers in each game, or let Quick Pick choose them at random. Choose how many games and draws you want, add the ticket to your cart and pay before sales close. Match the drawn numbers to win a division prize.',
  raffle_ticket:
    'Choose how many tickets you want and the cause you would like to support. Every ticket gets its own ticket number, shown in your account once you have paid. Winning ticket numbers are drawn when the raffle closes.',
  syndicate_share:
    'Buy one or more shares of the syndicate. The syndicate plays many games together, and every prize its tickets win is split between members by the number of shares they hold.',
  membership:
    'Join the programme to be entered into its giveaways. Free members opt in to each giveaway; premium members are entered automatically.',
};

export const HOW_TO_PLAY_BY_OFFER: Record<string, Record<string, string>> = {
  drawfront: {
    'saturday-super-draw':
      'Pick 6 numbers from 1 to 45 in each game, or use Quick Pick. Two supplementary numbers are drawn as well: they count towards divisions 2, 5 and 6. Play at least 4 games a ticket.',
    'thursday-starburst':
      'Pick 7 numbers from 1 to 35 and one Powerball from 1 to 20 in each game. Match all 7 numbers and the Powerball to win division 1.',
    'midweek-draw':
      'Pick 6 numbers from 1 to 45 in each game and choose Monday, Wednesday or both draws. Two supplementary numbers are drawn as well.',
    'friday-windfall':
      'Pick 7 numbers from 1 to 44 in each game, or use Quick Pick. Two supplementary numbers are drawn as well.',
  },
  goodcause: {
    'river-restoration-raffle':
      'Buy tickets to help replant river banks and clear waterways. Every ticket is numbered, and the more tickets you hold the more chances you have to win the prize home.',
    'shelter-raffle': 'Buy tickets to support the Second Chance Animal Shelter. Every ticket is numbered and drawn fairly when the raffle closes.',
  },
};
