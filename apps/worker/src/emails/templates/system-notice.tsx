import { Body, Button, Container, Head, Heading, Hr, Html, Preview, Section, Text } from '@react-email/components';
import type { EmailJob } from '@vtrans/contracts';

type Props = Extract<EmailJob, { template: 'system-notice' }>['data'];

const text = { color: '#1b1b1b', fontSize: '16px', lineHeight: '24px' };

/** A plain notice from the site: heading, paragraphs, and at most one button. */
export function SystemNotice({ heading, paragraphs, action }: Props) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{paragraphs[0] ?? heading}</Preview>
      <Body style={{ backgroundColor: '#f0f0f0', fontFamily: 'Source Sans Pro, Helvetica, Arial, sans-serif' }}>
        <Container style={{ backgroundColor: '#ffffff', padding: '24px', maxWidth: '600px' }}>
          <Heading as="h1" style={{ color: '#112e51', fontSize: '24px' }}>
            {heading}
          </Heading>
          {paragraphs.map((paragraph, index) => (
            <Text key={index} style={text}>
              {paragraph}
            </Text>
          ))}
          {action && (
            <Section>
              <Button
                href={action.url}
                style={{ backgroundColor: '#005ea2', color: '#ffffff', padding: '12px 20px', borderRadius: '4px' }}
              >
                {action.label}
              </Button>
            </Section>
          )}
          <Hr />
          <Text style={{ ...text, fontSize: '13px', color: '#565c65' }}>
            Office of Intermodal Planning and Investment · VTrans, Virginia’s statewide transportation plan
          </Text>
        </Container>
      </Body>
    </Html>
  );
}
