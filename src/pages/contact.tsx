import Layout from '@theme/Layout';
export default function P(){return <Layout title="contact"><main><h1>contact</h1></main></Layout>;}
