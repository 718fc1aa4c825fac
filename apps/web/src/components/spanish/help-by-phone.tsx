import { TelephoneLink } from '@/components/telephone-link';

/** How a Spanish speaker gets help from a person (issue 62): by telephone, with an interpreter, free. */
export function HelpByPhone({ phone, headingLevel = 2 }: { phone: string; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section className="help-by-phone" aria-labelledby="help-by-phone-heading">
      <Heading id="help-by-phone-heading">Ayuda en español</Heading>
      <p>
        Llame al <TelephoneLink phone={phone} /> y pida un intérprete de español. El servicio es gratuito. Una persona le puede explicar una página o un
        documento, tomar su comentario por teléfono o enviarle un documento en español o en otro formato.
      </p>
    </section>
  );
}
