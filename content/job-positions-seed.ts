import type { SeedJobPosition } from './types.ts'

/**
 * The vacancies an empty database starts with: items of the content's 'positions' collection,
 * copied in with the rest of the site content on the server's first start
 * (server/content/seed.ts), ids kept. After that the database is the only source: hr edits the
 * positions in the workspace's content editor.
 */
export const SEED_JOB_POSITIONS = [
  {
    id: 1,
    slug: 'air-export-executive',
    title: 'Air Export Executive',
    department: 'Air Freight',
    location: 'Dhaka',
    type: 'Full-time',
    closingDate: '2027-01-15',
    summary:
      'Book, document and tender export air shipments at Hazrat Shahjalal International Airport.',
    description: [
      'Our air freight team in Uttara handles export consolidations and direct shipments for garment, pharmaceutical and perishable exporters. We are looking for an executive to take ownership of a group of customer accounts from booking to departure.',
      'You will work closely with airlines, the cargo village and our customs team, and report to the Head of Air Freight.',
    ],
    responsibilities: [
      'Obtain rates and book space with airlines for export shipments',
      'Prepare house and master air waybills and cargo manifests',
      'Coordinate cargo receipt, screening and pallet build-up at the cargo village',
      'Send pre-alerts to overseas agents and keep customers updated until arrival',
    ],
    requirements: [
      'Bachelor’s degree in any discipline',
      'Two years or more in air export operations at a freight forwarder',
      'Working knowledge of IATA rules and air waybill completion',
      'Good written English and confident use of spreadsheets',
    ],
    bn: {
      title: 'এয়ার এক্সপোর্ট এক্সিকিউটিভ',
      department: 'এয়ার ফ্রেইট',
      summary:
        'হযরত শাহজালাল আন্তর্জাতিক বিমানবন্দর থেকে রপ্তানি এয়ার শিপমেন্টের বুকিং, ডকুমেন্টেশন ও এয়ারলাইনের কাছে কার্গো হস্তান্তর।',
      description: [
        'উত্তরায় আমাদের এয়ার ফ্রেইট টিম গার্মেন্টস, ওষুধ ও পচনশীল পণ্যের রপ্তানিকারকদের কনসলিডেশন ও ডাইরেক্ট শিপমেন্ট পরিচালনা করে। বুকিং থেকে ফ্লাইট ছাড়া পর্যন্ত কয়েকটি গ্রাহক অ্যাকাউন্টের পূর্ণ দায়িত্ব নিতে পারবেন, এমন একজন এক্সিকিউটিভ আমরা খুঁজছি।',
        'আপনি এয়ারলাইন, কার্গো ভিলেজ ও আমাদের কাস্টমস টিমের সঙ্গে ঘনিষ্ঠভাবে কাজ করবেন এবং এয়ার ফ্রেইট বিভাগের প্রধানের কাছে রিপোর্ট করবেন।',
      ],
      responsibilities: [
        'রপ্তানি শিপমেন্টের জন্য এয়ারলাইন থেকে রেট সংগ্রহ ও স্পেস বুকিং করা',
        'HAWB, MAWB ও কার্গো ম্যানিফেস্ট প্রস্তুত করা',
        'কার্গো ভিলেজে কার্গো গ্রহণ, স্ক্রিনিং ও প্যালেট বিল্ড-আপ সমন্বয় করা',
        'বিদেশি এজেন্টদের প্রি-অ্যালার্ট পাঠানো এবং কার্গো পৌঁছানো পর্যন্ত গ্রাহককে আপডেট দেওয়া',
      ],
      requirements: [
        'যেকোনো বিষয়ে স্নাতক ডিগ্রি',
        'ফ্রেইট ফরোয়ার্ডিং প্রতিষ্ঠানে এয়ার এক্সপোর্ট অপারেশনে কমপক্ষে ২ বছরের অভিজ্ঞতা',
        'IATA-র নিয়মকানুন ও AWB পূরণের ব্যবহারিক জ্ঞান',
        'ইংরেজিতে ভালো লেখার দক্ষতা এবং স্প্রেডশিটে স্বচ্ছন্দ',
      ],
    },
    open: true,
  },
  {
    id: 2,
    slug: 'ocean-documentation-officer',
    title: 'Ocean Documentation Officer',
    department: 'Ocean Freight',
    location: 'Chattogram',
    type: 'Full-time',
    closingDate: '2027-01-31',
    summary:
      'Prepare bills of lading and shipping documents for FCL and LCL exports from Chattogram port.',
    description: [
      'Our Chattogram branch issues house bills of lading for FCL shipments and our weekly LCL consolidations. We need a careful documentation officer to keep every shipment’s paperwork accurate and on time.',
      'The role is based in our Agrabad office, with regular visits to container depots and the port.',
    ],
    responsibilities: [
      'Draft and issue house bills of lading and check them against shipping instructions',
      'Submit shipping instructions and verified gross mass to carriers before cut-off',
      'Prepare LCL consolidation manifests and load plans',
      'Maintain shipment files and send documents to overseas agents',
    ],
    requirements: [
      'Bachelor’s degree, preferably in business or commerce',
      'One year or more in ocean freight documentation',
      'Strong attention to detail and good written English',
      'Familiarity with carrier booking portals is an advantage',
    ],
    bn: {
      title: 'সি ফ্রেইট ডকুমেন্টেশন অফিসার',
      department: 'সি ফ্রেইট',
      summary: 'চট্টগ্রাম বন্দর থেকে FCL ও LCL রপ্তানির B/L ও শিপিং ডকুমেন্ট প্রস্তুত করা।',
      description: [
        'আমাদের চট্টগ্রাম শাখা FCL শিপমেন্ট ও সাপ্তাহিক LCL কনসলিডেশনের হাউস B/L ইস্যু করে। প্রতিটি শিপমেন্টের কাগজপত্র নির্ভুল ও সময়মতো রাখতে একজন মনোযোগী ডকুমেন্টেশন অফিসার প্রয়োজন।',
        'কর্মস্থল আমাদের আগ্রাবাদ অফিস; নিয়মিত অফডক ও বন্দরে যেতে হবে।',
      ],
      responsibilities: [
        'হাউস B/L-এর খসড়া তৈরি ও ইস্যু করা এবং শিপিং ইনস্ট্রাকশনের সঙ্গে মিলিয়ে দেখা',
        'কাট-অফের আগে ক্যারিয়ারের কাছে শিপিং ইনস্ট্রাকশন ও ভেরিফায়েড গ্রস মাস জমা দেওয়া',
        'LCL কনসলিডেশনের ম্যানিফেস্ট ও লোড প্ল্যান প্রস্তুত করা',
        'শিপমেন্ট ফাইল হালনাগাদ রাখা এবং বিদেশি এজেন্টদের কাছে ডকুমেন্ট পাঠানো',
      ],
      requirements: [
        'স্নাতক ডিগ্রি; ব্যবসায় প্রশাসন বা বাণিজ্যে পড়াশোনা থাকলে অগ্রাধিকার',
        'সি ফ্রেইট ডকুমেন্টেশনে কমপক্ষে ১ বছরের অভিজ্ঞতা',
        'খুঁটিনাটির প্রতি তীক্ষ্ণ নজর এবং ইংরেজিতে ভালো লেখার দক্ষতা',
        'ক্যারিয়ারের অনলাইন বুকিং পোর্টালে কাজের অভিজ্ঞতা থাকলে অগ্রাধিকার',
      ],
    },
    open: true,
  },
  {
    id: 3,
    slug: 'customs-clearance-coordinator',
    title: 'Customs Clearance Coordinator',
    department: 'Customs & Compliance',
    location: 'Chattogram',
    type: 'Contract',
    closingDate: '2027-02-15',
    summary:
      'Coordinate import and export clearance at Chattogram port for a 12-month project contract.',
    description: [
      'A growing pipeline of project cargo and machinery imports calls for an experienced coordinator to manage clearance at Chattogram port for a fixed 12-month term, with the possibility of a permanent role.',
    ],
    responsibilities: [
      'Prepare and lodge bills of entry and export declarations in ASYCUDA World',
      'Classify goods under the Harmonized System and check duty calculations',
      'Arrange examinations and liaise with customs officers and port authorities',
      'Track exemption and concession documents for project imports',
    ],
    requirements: [
      'Three years or more in customs clearance at Chattogram port',
      'Sound knowledge of HS classification and Bangladesh customs procedures',
      'Experience with capital machinery or project imports',
      'Able to work under pressure to vessel and delivery deadlines',
    ],
    bn: {
      title: 'কাস্টমস ক্লিয়ারেন্স কো-অর্ডিনেটর',
      department: 'কাস্টমস ও কমপ্লায়েন্স',
      summary: '১২ মাসের প্রজেক্ট চুক্তিতে চট্টগ্রাম বন্দরে আমদানি ও রপ্তানির কাস্টমস ক্লিয়ারেন্স সমন্বয়।',
      description: [
        'প্রজেক্ট কার্গো ও মেশিনারি আমদানি বাড়তে থাকায় চট্টগ্রাম বন্দরে ক্লিয়ারেন্স পরিচালনার জন্য ১২ মাসের নির্দিষ্ট মেয়াদে একজন অভিজ্ঞ কো-অর্ডিনেটর প্রয়োজন; পরে স্থায়ী পদে নিয়োগের সুযোগ আছে।',
      ],
      responsibilities: [
        'ASYCUDA World-এ বিল অব এন্ট্রি ও বিল অব এক্সপোর্ট প্রস্তুত ও দাখিল করা',
        'HS code অনুযায়ী পণ্যের শ্রেণিবিন্যাস করা এবং শুল্কের হিসাব যাচাই করা',
        'পণ্য পরীক্ষার ব্যবস্থা করা এবং কাস্টমস কর্মকর্তা ও বন্দর কর্তৃপক্ষের সঙ্গে যোগাযোগ রাখা',
        'প্রজেক্ট আমদানির শুল্ক অব্যাহতি ও শুল্কসুবিধার কাগজপত্র তদারকি করা',
      ],
      requirements: [
        'চট্টগ্রাম বন্দরে কাস্টমস ক্লিয়ারেন্সে কমপক্ষে ৩ বছরের অভিজ্ঞতা',
        'HS code শ্রেণিবিন্যাস ও বাংলাদেশের কাস্টমস পদ্ধতি সম্পর্কে ভালো জ্ঞান',
        'ক্যাপিটাল মেশিনারি বা প্রজেক্ট আমদানির অভিজ্ঞতা',
        'জাহাজ ও ডেলিভারির সময়সীমা মেনে চাপের মধ্যে কাজ করার সামর্থ্য',
      ],
    },
    open: true,
  },
  {
    id: 4,
    slug: 'logistics-management-intern',
    title: 'Logistics Management Intern',
    department: 'Operations',
    location: 'Dhaka',
    type: 'Internship',
    closingDate: '2027-01-10',
    summary: 'A six-month paid internship rotating through air freight, ocean freight and customs.',
    description: [
      'Interns join our Freight Academy and spend two months each with the air freight, ocean freight and customs teams, learning how a shipment moves from quotation to delivery.',
      'Strong interns are offered a permanent role at the end of the programme.',
    ],
    responsibilities: [
      'Support operations staff with bookings, documents and shipment tracking',
      'Update shipment records and prepare simple reports',
      'Join cargo village and depot visits with experienced colleagues',
    ],
    requirements: [
      'Final-year student or recent graduate in business, supply chain or a related field',
      'Good spoken and written English and Bangla',
      'Curious, organised and comfortable with spreadsheets',
    ],
    bn: {
      title: 'লজিস্টিকস ম্যানেজমেন্ট ইন্টার্ন',
      department: 'অপারেশনস',
      summary: 'এয়ার ফ্রেইট, সি ফ্রেইট ও কাস্টমস টিমে পালাক্রমে ছয় মাসের সম্মানীসহ ইন্টার্নশিপ।',
      description: [
        'ইন্টার্নরা আমাদের ফ্রেইট একাডেমিতে যোগ দিয়ে এয়ার ফ্রেইট, সি ফ্রেইট ও কাস্টমস টিমে দুই মাস করে কাজ করেন এবং শেখেন, কোটেশন থেকে ডেলিভারি পর্যন্ত একটি শিপমেন্ট কীভাবে এগোয়।',
        'প্রোগ্রাম শেষে ভালো ইন্টার্নদের স্থায়ী পদে যোগ দেওয়ার প্রস্তাব দেওয়া হয়।',
      ],
      responsibilities: [
        'বুকিং, ডকুমেন্ট ও শিপমেন্ট ট্র্যাকিংয়ে অপারেশনস টিমকে সহায়তা করা',
        'শিপমেন্টের রেকর্ড হালনাগাদ করা ও সহজ রিপোর্ট তৈরি করা',
        'অভিজ্ঞ সহকর্মীদের সঙ্গে কার্গো ভিলেজ ও কন্টেইনার ডিপো পরিদর্শনে যাওয়া',
      ],
      requirements: [
        'ব্যবসায় প্রশাসন, সাপ্লাই চেইন বা সংশ্লিষ্ট বিষয়ে স্নাতক শেষ বর্ষের শিক্ষার্থী বা সদ্য স্নাতক',
        'ইংরেজি ও বাংলায় ভালো বলা ও লেখার দক্ষতা',
        'আগ্রহী, গোছানো এবং স্প্রেডশিটে স্বচ্ছন্দ',
      ],
    },
    open: true,
  },
  {
    id: 5,
    slug: 'warehouse-supervisor',
    title: 'Warehouse Supervisor',
    department: 'Warehousing',
    location: 'Dhaka',
    type: 'Full-time',
    closingDate: '2026-10-31',
    summary:
      'Supervise receiving, storage and dispatch at our bonded warehouse near Dhaka airport.',
    description: [
      'This vacancy has closed. It covered day-to-day supervision of our bonded warehouse near Dhaka airport, including a team of eight warehouse staff.',
    ],
    responsibilities: [
      'Plan daily receiving and dispatch and allocate staff',
      'Keep bonded stock records accurate and ready for customs audit',
      'Enforce safe handling and housekeeping standards',
    ],
    requirements: [
      'Three years or more supervising a warehouse, preferably bonded',
      'Experience with a warehouse management system',
      'Ability to lead a team and work in shifts',
    ],
    bn: {
      title: 'ওয়্যারহাউস সুপারভাইজার',
      department: 'ওয়্যারহাউজিং',
      summary:
        'ঢাকা বিমানবন্দরের কাছে আমাদের বন্ডেড ওয়্যারহাউসে মালামাল গ্রহণ, সংরক্ষণ ও ডিসপ্যাচ তদারকি।',
      description: [
        'এই শূন্য পদে আবেদন নেওয়া শেষ হয়েছে। পদটির কাজ ছিল ঢাকা বিমানবন্দরের কাছে আমাদের বন্ডেড ওয়্যারহাউসের দৈনন্দিন তদারকি, আট জনের একটি ওয়্যারহাউস টিমসহ।',
      ],
      responsibilities: [
        'প্রতিদিনের মালামাল গ্রহণ ও ডিসপ্যাচের পরিকল্পনা এবং কর্মী বণ্টন করা',
        'বন্ডেড স্টকের রেকর্ড নির্ভুল ও কাস্টমস অডিটের জন্য প্রস্তুত রাখা',
        'নিরাপদ হ্যান্ডলিং ও পরিচ্ছন্নতার মান বজায় রাখা',
      ],
      requirements: [
        'ওয়্যারহাউস তদারকিতে কমপক্ষে ৩ বছরের অভিজ্ঞতা; বন্ডেড ওয়্যারহাউসে হলে অগ্রাধিকার',
        'ওয়্যারহাউস ম্যানেজমেন্ট সিস্টেমে কাজের অভিজ্ঞতা',
        'টিম পরিচালনা ও শিফটে কাজ করার সামর্থ্য',
      ],
    },
    open: false,
  },
] as const satisfies readonly SeedJobPosition[]
