import { useId, useState } from 'react';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import { RichHtml } from './rich-html';

export interface FaqBlockProps {
  heading?: string;
  questions: { question: string; html: string }[];
  navigate: RemoteProps['navigate'];
}

/** An FAQ accordion (storefront §4 "Accordion: open or closed"): each question a button that shows its answer. */
export function FaqBlock({ heading, questions, navigate }: FaqBlockProps) {
  const id = useId();
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (index: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });
  return (
    <section className="content-block content-faq" aria-labelledby={heading ? `${id}-heading` : undefined}>
      {heading && (
        <h2 className="content-block__heading" id={`${id}-heading`}>
          {heading}
        </h2>
      )}
      <ul className="content-faq__list">
        {questions.map((item, index) => {
          const expanded = open.has(index);
          return (
            <li key={item.question} className="content-faq__item">
              <h3 className="content-faq__question">
                <button type="button" className="content-faq__toggle" aria-expanded={expanded} aria-controls={`${id}-answer-${index}`} onClick={() => toggle(index)}>
                  {item.question}
                </button>
              </h3>
              <div id={`${id}-answer-${index}`} className="content-faq__answer" hidden={!expanded}>
                <RichHtml html={item.html} navigate={navigate} />
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
