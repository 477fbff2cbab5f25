import type { ReactNode } from 'react';
import { InvestorContact, InvestorLayout } from './InvestorLayout';
import {
  evidence,
  goals,
  onePagerFundUse,
  problemPoints,
  raiseAmount,
  solutionPoints,
  visionText,
} from './investorContent';
import { initials, team } from './team';
import { UseOfFunds } from './UseOfFunds';

function Block({
  id,
  title,
  wide = false,
  children,
}: {
  id: string;
  title: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className={`scroll-mt-4 rounded-2xl bg-surface p-6 shadow-sm ring-1 ring-line ${wide ? 'md:col-span-2' : ''}`}
    >
      <h2
        id={`${id}-heading`}
        className="text-sm font-semibold tracking-wide text-primary-text uppercase"
      >
        {title}
      </h2>
      <div className="mt-3 text-fg-body">{children}</div>
    </section>
  );
}

function Bullets({ items }: { items: readonly string[] }) {
  return (
    <ul className="list-disc space-y-2 pl-5">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** `/onePager`: the whole investment case on one screen (one page when printed). */
export default function OnePagerPage() {
  return (
    <InvestorLayout current="onePager">
      <div className="bg-canvas px-4 py-10 sm:px-6 sm:py-14">
        <div className="mx-auto max-w-5xl">
          <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
            <div>
              <p className="text-sm font-semibold tracking-wide text-primary-text uppercase">
                One-pager
              </p>
              <h1 className="mt-2 text-3xl font-bold tracking-tight text-fg sm:text-4xl">
                Rapport: matching people by fit, not by chance
              </h1>
            </div>
            <p className="rounded-full bg-primary px-5 py-2 text-center font-semibold text-white">
              Seeking {raiseAmount}
            </p>
          </div>

          <div className="mt-8 grid gap-6 md:grid-cols-2">
            <Block id="team" title="Team" wide>
              <ul className="grid gap-4 sm:grid-cols-3">
                {team.map((member) => (
                  <li key={member.name} className="flex items-center gap-3">
                    <span
                      aria-hidden="true"
                      className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-primary-soft-fg"
                    >
                      {initials(member.name)}
                    </span>
                    <span>
                      <span className="block font-semibold text-fg">{member.name}</span>
                      <span className="block text-sm text-fg-muted">{member.role}</span>
                    </span>
                  </li>
                ))}
              </ul>
            </Block>
            <Block id="problem" title="Problem">
              <Bullets items={problemPoints} />
            </Block>
            <Block id="solution" title="Solution">
              <Bullets items={solutionPoints} />
            </Block>
            <Block id="evidence" title="Evidence">
              <ul className="grid grid-cols-2 gap-4">
                {evidence.map((item) => (
                  <li key={item.label}>
                    <span className="block text-2xl font-bold text-fg">{item.value}</span>
                    <span className="text-sm text-fg-muted">{item.label}</span>
                  </li>
                ))}
              </ul>
            </Block>
            <Block id="vision" title="Vision">
              <p>{visionText}</p>
              <ul className="mt-4 space-y-1 text-sm">
                {goals.map((goal) => (
                  <li key={goal.value}>
                    <strong className="text-fg">{goal.value}</strong> {goal.label}
                  </li>
                ))}
              </ul>
            </Block>
            <Block id="use-of-funds" title={`Use of funds (${raiseAmount})`}>
              <UseOfFunds uses={onePagerFundUse} compact />
            </Block>
            <Block id="contact" title="Contact">
              <InvestorContact compact />
            </Block>
          </div>
        </div>
      </div>
    </InvestorLayout>
  );
}
