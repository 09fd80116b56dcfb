import type { I18n } from '@drawfront/shared/contract/i18n';
import type { LottoPartyConfig } from '@drawfront/shared/contract/lotto-party';
import type { SiteInfo } from '@drawfront/shared/contract/site';
import { closeOutcome } from '@drawfront/shared/rules/lotto-party';
import { shareStepProblems } from '@drawfront/shared/rules/lotto-party-steps';
import type { CreationDraft, CreationStep } from '@drawfront/shared/rules/lotto-party-steps';
import { TextField } from '@drawfront/shared/ui/text-field';
import { cents, drawDate } from '../../../lib/format';

interface StepFieldsProps {
  step: CreationStep;
  draft: CreationDraft;
  onChange: (change: Partial<CreationDraft>) => void;
  config: LottoPartyConfig;
  problem: string | null;
  /** The group exists already (a new session of it): its name is fixed. */
  locked: boolean;
  i18n: I18n;
  site: SiteInfo;
}

const dollarsToCents = (text: string) => (/^\d+(\.\d{1,2})?$/.test(text.trim()) ? Math.round(Number(text.trim()) * 100) : NaN);

/** The fields of one creation step. */
export function StepFields({ step, draft, onChange, config, problem, locked, i18n, site }: StepFieldsProps) {
  const error = problem ? <p className="lotto-party-flow__problem" role="alert">{problem}</p> : null;
  if (step === 'name_group') {
    return (
      <>
        <TextField label={i18n.t('lotto-party.create.name', 'Group name')} hint={i18n.t('lotto-party.create.name-hint', '3 to 40 characters. Your friends see it when they join.')} value={draft.groupName} readOnly={locked} maxLength={40} onChange={(event) => onChange({ groupName: event.target.value })} error={problem} autoComplete="off" />
        <fieldset className="lotto-party-flow__choices">
          <legend>{i18n.t('lotto-party.create.publicity', 'Who can find this group?')}</legend>
          {(
            [
              ['private', i18n.t('lotto-party.publicity.private', 'Only people with the invite link')],
              ['public', i18n.t('lotto-party.publicity.public', 'Anyone: list its sessions for other players')],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="lotto-party-flow__choice">
              <input type="radio" name="publicity" value={value} checked={draft.publicityStatus === value} disabled={locked} onChange={() => onChange({ publicityStatus: value })} /> {label}
            </label>
          ))}
        </fieldset>
      </>
    );
  }
  if (step === 'select_draw') {
    return (
      <fieldset className="lotto-party-flow__choices">
        <legend>{i18n.t('lotto-party.create.draw', 'Which draw will the group play?')}</legend>
        {config.lotteries.length === 0 && <p>{i18n.t('lotto-party.create.no-draws', 'No draw is open for group play right now. Please check back later.')}</p>}
        {config.lotteries.flatMap((lottery) =>
          lottery.draws.map((draw) => {
            const value = `${lottery.lotteryKey}:${draw.drawNo}`;
            return (
              <label key={value} className="lotto-party-flow__choice">
                <input type="radio" name="draw" value={value} checked={draft.draw === value} onChange={() => onChange({ draw: value })} /> {`${lottery.name} draw ${draw.drawNo}, ${drawDate(draw.drawDate, site)} (${cents(lottery.gamePrice.amount, lottery.gamePrice.currency, site)} a game)`}
              </label>
            );
          }),
        )}
        {error}
      </fieldset>
    );
  }
  if (step === 'set_share_price') {
    const lottery = config.lotteries.find((entry) => draft.draw.startsWith(`${entry.lotteryKey}:`));
    const problems = shareStepProblems(draft);
    // Once the customer has tried to go on (`problem` is set), every wrong field says so, each on its own field.
    const shown = problem ? problems : { sharePrice: null, sharesTotal: null };
    // The outcome only from values the session could have: never a summary of an invalid price or count.
    const valid = problems.sharePrice === null && problems.sharesTotal === null;
    const target = lottery && valid && draft.sharePriceCents !== null && draft.sharesTotal !== null ? closeOutcome({ sharePriceCents: draft.sharePriceCents, sharesSold: draft.sharesTotal, gamePriceCents: lottery.gamePrice.amount }) : null;
    return (
      <>
        <TextField
          label={i18n.t('lotto-party.create.share-price', 'Price of one share ($)')}
          hint={i18n.t('lotto-party.create.share-price-hint', `From ${cents(config.sharePrice.min, config.currency, site)} to ${cents(config.sharePrice.max, config.currency, site)}.`)}
          inputMode="decimal"
          defaultValue={draft.sharePriceCents === null ? '' : (draft.sharePriceCents / 100).toFixed(2)}
          onChange={(event) => onChange({ sharePriceCents: Number.isNaN(dollarsToCents(event.target.value)) ? -1 : dollarsToCents(event.target.value) })}
          error={shown.sharePrice}
        />
        <TextField
          label={i18n.t('lotto-party.create.shares', 'Number of shares')}
          hint={i18n.t('lotto-party.create.shares-hint', `From ${config.shares.min} to ${config.shares.max}.`)}
          inputMode="numeric"
          defaultValue={draft.sharesTotal === null ? '' : String(draft.sharesTotal)}
          onChange={(event) => onChange({ sharesTotal: /^\d+$/.test(event.target.value.trim()) ? Number(event.target.value.trim()) : -1 })}
          error={shown.sharesTotal}
        />
        {target?.kind === 'buy' && (
          <p className="lotto-party-flow__note">
            {i18n.t('lotto-party.create.target', `Sold out, the session buys ${target.games} games.`)}{' '}
            {i18n.t('lotto-party.create.smaller-ticket', 'If some shares are unsold when the draw closes, it buys the games the shares sold pay for, and gives back what is left by shares.')}
          </p>
        )}
      </>
    );
  }
  if (step === 'select_auto_session') {
    return (
      <fieldset className="lotto-party-flow__choices">
        <legend>{i18n.t('lotto-party.create.auto', 'When this session closes:')}</legend>
        {(
          [
            ['on', i18n.t('lotto-party.auto.on', 'Open a session for the next draw too')],
            ['off', i18n.t('lotto-party.auto.off', 'Play this draw only')],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="lotto-party-flow__choice">
            <input type="radio" name="autosession" value={value} checked={draft.autosessionStatus === value} onChange={() => onChange({ autosessionStatus: value })} /> {label}
          </label>
        ))}
        {error}
      </fieldset>
    );
  }
  return (
    <>
      <TextField
        label={i18n.t('lotto-party.create.own-shares', 'Shares you buy now')}
        hint={i18n.t('lotto-party.create.own-shares-hint', 'They go to your cart; you pay for them like any ticket. You can buy more later.')}
        inputMode="numeric"
        defaultValue={String(draft.ownShares)}
        onChange={(event) => onChange({ ownShares: /^\d+$/.test(event.target.value.trim()) ? Number(event.target.value.trim()) : -1 })}
        error={problem}
      />
    </>
  );
}
