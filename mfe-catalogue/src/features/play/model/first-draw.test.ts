import { buildDraw } from '../../../testing/build-offer';
import { chooseFirstDraw } from './first-draw';

describe('chooseFirstDraw', () => {
  const next = buildDraw({ drawNo: 100 });
  const later = buildDraw({ drawNo: 101 });

  it('uses the next open draw by default or when asked for it', () => {
    expect(chooseFirstDraw([next, later], null)).toEqual({ draw: next, laterDrawNo: null, unavailableDrawNo: null });
    expect(chooseFirstDraw([next, later], '100')).toEqual({ draw: next, laterDrawNo: null, unavailableDrawNo: null });
  });

  it('picks a later open draw from ?firstDrawNo=', () => {
    expect(chooseFirstDraw([next, later], '101')).toEqual({ draw: later, laterDrawNo: 101, unavailableDrawNo: null });
  });

  it('falls back to the next draw when the asked-for one is not on sale', () => {
    expect(chooseFirstDraw([next, later], '99')).toEqual({ draw: next, laterDrawNo: null, unavailableDrawNo: 99 });
    expect(chooseFirstDraw([next], 'abc')).toEqual({ draw: next, laterDrawNo: null, unavailableDrawNo: null });
    expect(chooseFirstDraw([], null).draw).toBeNull();
  });
});
