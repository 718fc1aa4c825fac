import Link from 'next/link';

export default function NotFound() {
  return (
    <div className="container">
      <h1>Page not found</h1>
      <p>We could not find the page you were looking for. It may have moved, or the address may be mistyped.</p>
      <p>
        <Link href="/">Go to the VTrans home page</Link>
      </p>
    </div>
  );
}
