import { Text } from '@react-email/components';
import { EmailButton, EmailLayout, EmailLink, textStyle } from './layout';

interface Props {
  confirmUrl: string;
  unsubscribeUrl: string;
}

export const newsletterConfirmationSubject = 'Please confirm your VTrans newsletter subscription';

/**
 * Double opt-in: nothing is sent to the address until its owner follows the link. Anyone can type
 * in any address, so this e-mail is in our words only: it does not greet by the name given
 * (issue 54).
 */
export function NewsletterConfirmation({ confirmUrl, unsubscribeUrl }: Props) {
  return (
    <EmailLayout
      preview="One click to confirm your VTrans newsletter subscription."
      heading="Confirm your subscription"
      footer={
        <>
          You can unsubscribe at any time: <EmailLink href={unsubscribeUrl}>{unsubscribeUrl}</EmailLink>
        </>
      }
    >
      <Text style={textStyle}>Hello,</Text>
      <Text style={textStyle}>
        Someone — we hope you — asked to receive news about VTrans, Virginia’s statewide transportation plan, at this address. We send four to six updates a
        year.
      </Text>
      <EmailButton href={confirmUrl}>Confirm my subscription</EmailButton>
      <Text style={textStyle}>Or copy this link into your browser: {confirmUrl}</Text>
      <Text style={textStyle}>The link works for 7 days. If you did not ask for this, ignore this e-mail and you will not hear from us again.</Text>
    </EmailLayout>
  );
}
