/** 学生学情: the classes and students a teacher may look at. */
export interface PersonClasses {
  classes: { id: string; name: string; students: { id: string; name: string; examNo: string }[] }[];
}

/** One paper in a student's history. */
export interface PersonPoint {
  paperId: string;
  title: string;
  date: string;
  absent: boolean;
  total: number | null;
  full: number;
  scoreRate: number | null;
  /** Ranks share places on ties (1 + students above); null when 缺考. */
  classRank: number | null;
  classSize: number;
  gradeRank: number | null;
  gradeSize: number;
}

/** A question the student got wrong (score below full marks): what 错题重练 takes. */
export interface WrongQuestion {
  paperId: string;
  paperTitle: string;
  subjectId: string;
  /** The paper's question (小题) id and the bank question it came from. */
  questionId: string;
  bankQuestionId: string | null;
  no: number;
  kind: 'objective' | 'subjective';
  score: number;
  full: number;
}

/** A student's scores and ranks over time per subject, and every question got wrong. */
export interface PersonOverview {
  student: { id: string; name: string; examNo: string; classId: string; className: string };
  subjects: { subjectId: string; subjectName: string; points: PersonPoint[] }[];
  wrong: WrongQuestion[];
}

/** One paper of a student: per question, 知识点 mastery and the marked answer images. */
export interface PersonPaper {
  paperId: string;
  title: string;
  total: number | null;
  full: number;
  absent: boolean;
  questions: {
    questionId: string;
    no: number;
    kind: string;
    full: number;
    score: number | null;
    /** The class's 得分率 on the question. */
    classRate: number | null;
  }[];
  /** 知识点 掌握度: Σ weight × score / Σ weight × full, the student's and the class's. */
  knowledge: { id: string; name: string; rate: number | null; classRate: number | null }[];
  /** Marked answers (题块) with their crops at /teacher/marking/items/:itemId/crops/:index. */
  images: { itemId: string; blockName: string; score: number | null; crops: number }[];
}
