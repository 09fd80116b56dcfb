import { useCallback, useState } from 'react';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import { FAVOURITE_LIMITS } from '@drawfront/shared/contract/favourites';
import { useResource } from '@drawfront/shared/data/use-resource';
import { useSubmitOnce } from '@drawfront/shared/data/use-submit-once';
import { Alert } from '@drawfront/shared/ui/alert';
import { Button } from '@drawfront/shared/ui/button';
import { errorMessage } from '@drawfront/shared/ui/error-message';
import { LoadError } from '@drawfront/shared/ui/load-error';
import { PageHeading } from '@drawfront/shared/ui/page-heading';
import { usePageTitle } from '@drawfront/shared/ui/use-page-title';
import { useRovingGrid } from '@drawfront/shared/ui/use-roving-grid';
import { fetchFavourites, saveFavourites } from '../api/favourites-api';
import './favourites.css';

/** The numbers offered to pick from: every seeded lottery draws its main numbers from 1 up to at most 45. */
const CHOICES = Array.from({ length: 45 }, (_, index) => index + 1);

/** /my-account/favourite-numbers: pick up to 20 favourite numbers, which the ticket builders offer as "use my favourites". */
export function FavouriteNumbersPage({ api, i18n, site }: Pick<RemoteProps, 'api' | 'i18n' | 'site'>) {
  const heading = i18n.t('account.favourites.heading', 'Favourite numbers');
  usePageTitle(heading, site.name);
  const load = useCallback((signal: AbortSignal) => fetchFavourites(api, signal), [api]);
  const resource = useResource(load);
  const [picked, setPicked] = useState<number[] | null>(null);
  const saving = useSubmitOnce({ send: (numbers: number[]) => saveFavourites(api, numbers), toFailure: (error) => errorMessage(error, i18n.t('error.generic', 'Something went wrong')) });
  // One tab stop for the 45 numbers, moved with the arrow keys, as in the ticket builders' grids.
  const roving = useRovingGrid<HTMLFieldSetElement>(CHOICES.length);
  const current = picked ?? (resource.status === 'success' ? resource.data.numbers : []);
  const toggle = (number: number) => {
    const next = current.includes(number) ? current.filter((n) => n !== number) : current.length < FAVOURITE_LIMITS.max ? [...current, number].sort((a, b) => a - b) : current;
    setPicked(next);
    saving.reset();
  };
  return (
    <div className="account-favourites">
      <PageHeading intro={i18n.t('account.favourites.intro', 'Choose up to {max} numbers. When you build a ticket, "Use my favourites" fills a game with them.', { max: FAVOURITE_LIMITS.max })}>{heading}</PageHeading>
      {resource.status === 'loading' ? <p role="status">{i18n.t('account.favourites.loading', 'Loading your favourite numbers')}</p> : null}
      {resource.status === 'error' ? <LoadError title={i18n.t('account.favourites.error', "We couldn't load your favourite numbers")} error={resource.error} i18n={i18n} onRetry={resource.retry} /> : null}
      {resource.status === 'success' ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void saving.submit(current);
          }}
        >
          <fieldset className="account-favourites__grid" ref={roving.containerRef}>
            <legend>{i18n.t('account.favourites.legend', 'Your numbers ({count} of {max})', { count: current.length, max: FAVOURITE_LIMITS.max })}</legend>
            {CHOICES.map((number, index) => (
              <button key={number} type="button" className="account-favourites__number" aria-pressed={current.includes(number)} {...roving.itemProps(index)} onClick={() => toggle(number)}>
                {number}
              </button>
            ))}
          </fieldset>
          <Button type="submit" busy={saving.state.status === 'submitting'}>
            {i18n.t('account.favourites.save', 'Save favourite numbers')}
          </Button>
          {saving.state.status === 'success' ? <Alert tone="success">{i18n.t('account.favourites.saved', 'Your favourite numbers are saved.')}</Alert> : null}
          {saving.state.status === 'error' ? <Alert tone="error">{saving.state.failure}</Alert> : null}
        </form>
      ) : null}
    </div>
  );
}
