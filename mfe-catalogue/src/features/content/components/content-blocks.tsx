import type { ReactNode } from 'react';
import type { ContentBlock } from '@drawfront/shared/contract/content';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import { buttonClassName } from '@drawfront/shared/ui/button';
import { ContactForm } from './contact-form';
import { ContentLink } from './content-link';
import { FaqBlock } from './faq-block';
import { RichHtml } from './rich-html';

export type BlocksProps = Pick<RemoteProps, 'api' | 'i18n' | 'navigate'> & {
  blocks: readonly ContentBlock[];
  /** Where `/files/{id}` images are served (the content service's base URL). */
  fileUrl: (id: string) => string;
};

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** A page's sections, block by block (groups spec §3: page headers, content, call to action…). */
export function ContentBlocks({ blocks, fileUrl, ...props }: BlocksProps) {
  return (
    <>
      {blocks.map((block, index) => (
        // Blocks have no ids of their own; their order in the file is stable.
        <Block key={index} block={block} first={index === 0} fileUrl={fileUrl} {...props} />
      ))}
    </>
  );
}

function Block({ block, first, fileUrl, api, i18n, navigate }: Omit<BlocksProps, 'blocks'> & { block: ContentBlock; first: boolean }) {
  switch (block.type) {
    case 'hero': {
      const Heading = first ? 'h1' : 'h2';
      return (
        <section className="content-hero">
          <div className="content-hero__text">
            <Heading className="content-hero__heading">{block.heading}</Heading>
            {block.text && <p className="content-hero__lead">{block.text}</p>}
            {block.cta && (
              <ContentLink href={block.cta.href} navigate={navigate} className={buttonClassName('secondary', 'content-hero__cta')}>
                {block.cta.label}
              </ContentLink>
            )}
          </div>
          {block.image && <img className="content-hero__image" src={fileUrl(block.image)} alt={block.imageAlt ?? ''} width={320} height={160} />}
        </section>
      );
    }
    case 'rich_text':
      return (
        <section className="content-block">
          {block.heading && <h2 className="content-block__heading">{block.heading}</h2>}
          <RichHtml html={block.html} navigate={navigate} />
        </section>
      );
    case 'cards':
      return (
        <section className="content-block">
          {block.heading && <h2 className="content-block__heading">{block.heading}</h2>}
          <ul className="content-cards">
            {block.cards.map((card) => (
              <li key={card.title} className="content-card">
                {/* Under the block's own heading a card title is a level below it; without one it is a section of its own. */}
                <CardTitle level={block.heading ? 3 : 2}>{card.href ? <ContentLink href={card.href} navigate={navigate}>{card.title}</ContentLink> : card.title}</CardTitle>
                <p className="content-card__text">{card.text}</p>
              </li>
            ))}
          </ul>
        </section>
      );
    case 'faq':
      return <FaqBlock heading={block.heading} questions={block.questions} navigate={navigate} />;
    case 'call_to_action':
      return (
        <section className="content-block content-cta">
          <h2 className="content-block__heading">{block.heading}</h2>
          {block.text && <p>{block.text}</p>}
          <ContentLink href={block.href} navigate={navigate} className={buttonClassName('primary')}>
            {block.label}
          </ContentLink>
        </section>
      );
    case 'contact_form':
      return <ContactForm api={api} i18n={i18n} heading={block.heading} />;
    case 'help_contacts':
      return (
        <section className="content-block content-help">
          {block.heading && <h2 className="content-block__heading">{block.heading}</h2>}
          <ul className="content-cards">
            {block.contacts.map((contact) => (
              <li key={contact.name} className="content-card">
                <CardTitle level={block.heading ? 3 : 2}>{contact.name}</CardTitle>
                <p className="content-card__text">{contact.text}</p>
                {contact.phone && (
                  <p className="content-help__phone">
                    {i18n.t('content.help.call', 'Call')}{' '}
                    <a className="df-ui-link" href={telHref(contact.phone)}>
                      {contact.phone}
                    </a>
                  </p>
                )}
                {contact.url && (
                  <p>
                    <a className="df-ui-link" href={contact.url} rel="noopener noreferrer">
                      {contact.url.replace(/^https?:\/\/(www\.)?/, '')}
                    </a>
                  </p>
                )}
              </li>
            ))}
          </ul>
        </section>
      );
    default:
      // A block kind this build does not know yet is left out rather than breaking the page.
      return null;
  }
}

/** A card's title at the level its place in the page's outline gives it. */
function CardTitle({ level, children }: { level: 2 | 3; children: ReactNode }) {
  return level === 2 ? <h2 className="content-card__title">{children}</h2> : <h3 className="content-card__title">{children}</h3>;
}
