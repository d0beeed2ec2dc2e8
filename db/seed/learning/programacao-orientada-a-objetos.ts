// "Programação orientada a objetos": written but locked — docs/product.md#learning-courses warns the OOP course is not accessible yet.
import { OOP_ICON } from './icon-designs'
import { CLASSES, WHY_OOP } from './programacao-orientada-a-objetos.texts'
import type { CourseSeed } from './types'

export const OOP: CourseSeed = {
  slug: 'programacao-orientada-a-objetos',
  title: { br: 'Programação orientada a objetos', gb: 'Object-oriented programming' },
  subtitle: {
    br: 'Classes, objetos, encapsulamento e herança na prática',
    gb: 'Classes, objects, encapsulation and inheritance in practice',
  },
  description: {
    br: 'Aprenda a organizar programas maiores com **classes e objetos**: encapsulamento, abstração, herança e polimorfismo, com exemplos em Python e comparações com Java e C++. *Este curso ainda não está disponível.*',
    gb: 'Learn to organise larger programs with **classes and objects**: encapsulation, abstraction, inheritance and polymorphism, with examples in Python and comparisons with Java and C++. *This course is not available yet.*',
  },
  requirements: {
    br: '- Assinatura PRO',
    gb: '- A PRO subscription',
  },
  prerequisites: {
    br: 'Funções, listas e dicionários, como no [Bootcamp de Python](course:python-bootcamp).',
    gb: 'Functions, lists and dictionaries, as in the [Python bootcamp](course:python-bootcamp).',
  },
  willLearn: {
    br: [
      'Modelar problemas com classes e objetos',
      'Proteger dados com encapsulamento',
      'Reaproveitar código com herança e composição',
      'Escrever código polimórfico',
    ],
    gb: [
      'Model problems with classes and objects',
      'Protect data through encapsulation',
      'Reuse code with inheritance and composition',
      'Write polymorphic code',
    ],
  },
  workloadHours: 24,
  track: 'language',
  trackType: 'programming',
  isFree: false,
  isLocked: true,
  isLaunchReady: false,
  allowedLanguages: ['python3', 'pypy', 'java', 'c++'],
  tag: 'poo',
  video: { br: 'trilhaBR500', gb: 'trilhaGB500' },
  position: 5,
  requires: ['python-bootcamp'],
  icon: OOP_ICON,
  topics: [
    {
      title: { br: 'Classes e objetos', gb: 'Classes and objects' },
      lessons: [
        {
          type: 'lesson',
          title: { br: 'Por que orientação a objetos?', gb: 'Why object orientation?' },
          video: { br: 'trilhaBR501', gb: 'trilhaGB501' },
          text: { body: WHY_OOP },
        },
        {
          type: 'text',
          title: { br: 'Classes, atributos e métodos', gb: 'Classes, attributes and methods' },
          text: { body: CLASSES },
        },
        {
          type: 'theoretical',
          title: { br: 'Quiz: classes e objetos', gb: 'Quiz: classes and objects' },
          theoretical: {
            text: {
              br: 'Duas perguntas para fixar a diferença entre o molde e a peça.',
              gb: 'Two questions to pin down the difference between the mould and the piece.',
            },
            questions: [
              {
                prompt: {
                  br: 'Qual é a relação entre classe e objeto?',
                  gb: 'What is the relationship between a class and an object?',
                },
                options: [
                  {
                    text: {
                      br: 'A classe é o molde; o objeto é uma instância criada a partir dele',
                      gb: 'The class is the mould; the object is an instance made from it',
                    },
                    correct: true,
                  },
                  { text: { br: 'São a mesma coisa', gb: 'They are the same thing' } },
                  {
                    text: {
                      br: 'O objeto é o molde; a classe é criada a partir dele',
                      gb: 'The object is the mould; the class is made from it',
                    },
                  },
                ],
              },
              {
                prompt: {
                  br: 'Em Python, para que serve o método `__init__`?',
                  gb: 'In Python, what is the `__init__` method for?',
                },
                options: [
                  { text: { br: 'Apagar o objeto da memória', gb: 'Deleting the object from memory' } },
                  {
                    text: {
                      br: 'Inicializar os atributos quando o objeto é criado',
                      gb: 'Initialising the attributes when the object is created',
                    },
                    correct: true,
                  },
                  {
                    text: {
                      br: 'Importar a classe de outro arquivo',
                      gb: 'Importing the class from another file',
                    },
                  },
                ],
              },
            ],
          },
        },
      ],
    },
  ],
}
