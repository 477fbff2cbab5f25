import type { Slide, SlideBlock } from './workshopSlides';

function Block({ block }: { block: SlideBlock }) {
  switch (block.kind) {
    case 'points':
      return (
        <ul className="space-y-3 text-lg text-fg-body sm:text-xl">
          {block.items.map((item) => (
            <li key={item} className="flex gap-3">
              <span
                aria-hidden="true"
                className="mt-2.5 h-2 w-2 shrink-0 rounded-full bg-brand-600"
              />
              <span>{item}</span>
            </li>
          ))}
        </ul>
      );
    case 'stats':
      return (
        <ul className="grid grid-cols-2 gap-4 md:grid-cols-3">
          {block.items.map((stat) => (
            <li
              key={stat.label}
              className="rounded-xl bg-primary-soft p-3 ring-1 ring-brand-100 sm:p-4"
            >
              <span className="block text-lg font-bold text-primary-soft-fg sm:text-3xl">
                {stat.value}
              </span>
              <span className="text-sm text-fg-body sm:text-base">{stat.label}</span>
            </li>
          ))}
        </ul>
      );
    case 'cards':
      return (
        <ul className="grid gap-4 md:grid-cols-3">
          {block.items.map((item) => (
            <li key={item.meta} className="rounded-xl bg-canvas p-5 ring-1 ring-line">
              <span className="text-sm font-semibold text-primary-text">{item.meta}</span>
              <span className="mt-1 block text-xl font-bold text-fg">{item.title}</span>
              <span className="mt-2 block text-fg-body">{item.body}</span>
            </li>
          ))}
        </ul>
      );
    case 'email':
      return (
        <figure className="rounded-xl bg-canvas p-5 ring-1 ring-line">
          <figcaption className="text-sm font-semibold text-primary-text">{block.to}</figcaption>
          <p className="mt-2 font-semibold text-fg">Subject: {block.subject}</p>
          {block.lines.map((line) => (
            <p key={line} className="mt-2 text-fg-body">
              {line}
            </p>
          ))}
        </figure>
      );
  }
}

/** One slide; `key` it by index so the 0.5 s slide-in replays on every change. */
export function SlideView({
  slide,
  number,
  total,
}: {
  slide: Slide;
  number: number;
  total: number;
}) {
  return (
    <section
      aria-roledescription="slide"
      aria-labelledby="slide-title"
      aria-describedby="slide-position"
      className="animate-[rapport-slide-in_0.5s_ease-out] rounded-3xl bg-surface p-6 shadow-xl motion-reduce:animate-none sm:p-10"
    >
      <p id="slide-position" className="sr-only">{`Slide ${number} of ${total}`}</p>
      <p className="text-sm font-semibold tracking-wide text-primary-text uppercase">
        {slide.kicker}
      </p>
      <h2
        id="slide-title"
        className="mt-2 text-3xl font-bold tracking-tight text-balance text-fg sm:text-4xl"
      >
        {slide.title}
      </h2>
      {slide.lead && <p className="mt-4 text-lg text-fg-muted sm:text-xl">{slide.lead}</p>}
      <div className="mt-8 space-y-6">
        {slide.blocks.map((block, index) => (
          <Block key={index} block={block} />
        ))}
      </div>
    </section>
  );
}
