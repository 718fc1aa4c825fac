import { Body, Button, Container, Head, Heading, Hr, Html, Link, Preview, Section, Text } from '@react-email/components';
import type { Language } from '@vtrans/contracts/languages';
import type { ReactNode } from 'react';

export const textStyle = { color: '#1b1b1b', fontSize: '16px', lineHeight: '24px' };
const smallStyle = { ...textStyle, fontSize: '13px', color: '#565c65' };

const signOff: Record<Language, string> = {
  en: 'Office of Intermodal Planning and Investment · VTrans, Virginia’s statewide transportation plan',
  es: 'Oficina de Planificación e Inversión Intermodal · VTrans, el plan de transporte de Virginia',
};

/** Every e-mail's frame: preview line, heading, content, and the office's sign-off, in the e-mail's language. */
export function EmailLayout({
  preview,
  heading,
  children,
  footer,
  language = 'en',
}: {
  preview: string;
  heading: string;
  children: ReactNode;
  footer?: ReactNode;
  language?: Language;
}) {
  return (
    <Html lang={language}>
      {/* A title: webmail and screen readers name the message by it. */}
      <Head>
        <title>{heading}</title>
      </Head>
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: '#f0f0f0', fontFamily: 'Source Sans Pro, Helvetica, Arial, sans-serif' }}>
        <Container style={{ backgroundColor: '#ffffff', padding: '24px', maxWidth: '600px' }}>
          <Heading as="h1" style={{ color: '#112e51', fontSize: '24px' }}>
            {heading}
          </Heading>
          {children}
          <Hr />
          {footer && <Text style={smallStyle}>{footer}</Text>}
          <Text style={smallStyle}>{signOff[language]}</Text>
        </Container>
      </Body>
    </Html>
  );
}

/**
 * A link in running text: underlined and in the site's link blue (7:1 on white). React Email's
 * own is a light blue without underline, which fails contrast and cannot be told from the text
 * around it (axe: color-contrast, link-in-text-block).
 */
export function EmailLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} style={{ color: '#005ea2', textDecoration: 'underline' }}>
      {children}
    </Link>
  );
}

export function EmailButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Section>
      <Button href={href} style={{ backgroundColor: '#005ea2', color: '#ffffff', padding: '12px 20px', borderRadius: '4px' }}>
        {children}
      </Button>
    </Section>
  );
}
