/** A telephone number as a link a phone can call: the number as written, dialled as digits. */
export function TelephoneLink({ phone }: { phone: string }) {
  return <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>;
}
