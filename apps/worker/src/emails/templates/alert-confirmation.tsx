import { Text } from '@react-email/components';
import { EmailButton, EmailLayout, EmailLink, textStyle } from './layout';

interface Props {
  localities: string[];
  topics: string[];
  frequency: string;
  confirmUrl: string;
  manageUrl: string;
}

export const alertConfirmationSubject = 'Please confirm your VTrans locality alerts';

/** Double opt-in for locality alerts: what was asked for, and the button that starts them. */
export function AlertConfirmation({ localities, topics, frequency, confirmUrl, manageUrl }: Props) {
  return (
    <EmailLayout
      preview={`Confirm alerts for ${localities.join(', ')}.`}
      heading="Confirm your locality alerts"
      footer={
        <>
          To change what you asked for, or to stop: <EmailLink href={manageUrl}>Manage your VTrans alerts</EmailLink>
        </>
      }
    >
      <Text style={textStyle}>Someone — we hope you — asked for e-mail from VTrans, Virginia’s statewide transportation plan, about:</Text>
      <Text style={textStyle}>
        Localities: {localities.join(', ')}
        <br />
        Topics: {topics.join('; ')}
        <br />
        How often: {frequency}
      </Text>
      <EmailButton href={confirmUrl}>Confirm my alerts</EmailButton>
      <Text style={textStyle}>Or copy this link into your browser: {confirmUrl}</Text>
      <Text style={textStyle}>The link works for 7 days. If you did not ask for this, ignore this e-mail and nothing will be sent.</Text>
    </EmailLayout>
  );
}
