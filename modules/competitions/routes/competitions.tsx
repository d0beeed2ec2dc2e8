// Placeholder while issue 6 lands: a helper replaces this file.
export default function Placeholder() {
  return <main className="page">…</main>
}
