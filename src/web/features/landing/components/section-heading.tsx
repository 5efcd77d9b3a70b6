import { ReadableText } from '../../../lib/bionic';

interface SectionHeadingProps {
  id: string;
  title: string;
  intro?: string;
}

/** The h2 and short introduction that open each landing section; `id` labels the section. */
export function SectionHeading({ id, title, intro }: SectionHeadingProps) {
  return (
    <div className="mx-auto mb-10 max-w-2xl text-center">
      <h2 id={id} className="text-3xl font-bold tracking-tight sm:text-4xl">
        {title}
      </h2>
      {intro && (
        <p className="mt-4 text-lg text-muted-foreground">
          <ReadableText>{intro}</ReadableText>
        </p>
      )}
    </div>
  );
}
