import Layout from '@theme/Layout';
export default function P(){return <Layout title="download"><main><h1>download</h1></main></Layout>;}
