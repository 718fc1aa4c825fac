import { Heading, Text } from '@react-email/components';
import { EmailLayout, EmailLink, textStyle } from './layout';

export interface LocalityAlertItem {
  title: string;
  locality: string;
  text: string;
  url: string;
  /** What the link says: where it goes. */
  linkText: string;
}

export interface LocalityAlertProps {
  heading: string;
  items: LocalityAlertItem[];
  manageUrl: string;
}

/** A locality alert (one item, sent at once) or a daily digest (every item of the day). */
export function LocalityAlert({ heading, items, manageUrl }: LocalityAlertProps) {
  return (
    <EmailLayout
      preview={items
        .map((item) => `${item.locality}: ${item.title}`)
        .join(' · ')
        .slice(0, 140)}
      heading={heading}
      footer={
        <>
          You receive this because you asked for VTrans locality alerts. To change them or stop them:{' '}
          <EmailLink href={manageUrl}>Manage your VTrans alerts</EmailLink>
        </>
      }
    >
      {items.map((item, index) => (
        <div key={index}>
          <Heading as="h2" style={{ color: '#112e51', fontSize: '18px' }}>
            {item.locality}: {item.title}
          </Heading>
          {item.text && <Text style={textStyle}>{item.text}</Text>}
          <Text style={textStyle}>
            <EmailLink href={item.url}>{item.linkText}</EmailLink>
          </Text>
        </div>
      ))}
    </EmailLayout>
  );
}
