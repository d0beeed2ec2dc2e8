// Lesson texts of "Programação orientada a objetos" (Markdown, pt-BR and en-GB).
import type { L10n } from './types'

export const WHY_OOP: L10n = {
  br: `Conforme um programa cresce, fica difícil saber quais funções mexem em quais dados. A **programação orientada a objetos** (POO) organiza o código em torno de *objetos*: cada objeto junta **dados** (atributos) e o **comportamento** que age sobre eles (métodos).

## Um exemplo do mundo real

Pense numa conta bancária. Ela tem um titular e um saldo (dados) e permite depositar e sacar (comportamento). Sem POO, teríamos variáveis soltas e funções que recebem tudo por parâmetro. Com POO, a conta cuida de si mesma:

\`\`\`python
conta = Conta("Ana")
conta.depositar(100)
conta.sacar(30)
print(conta.saldo)   # 70
\`\`\`

Quem usa a conta não precisa saber *como* o saldo é guardado — só o que ela sabe fazer.

## Os quatro pilares

| Pilar | Ideia |
|---|---|
| Encapsulamento | O objeto protege os próprios dados e só os altera por métodos |
| Abstração | Mostrar o que importa e esconder os detalhes |
| Herança | Uma classe reaproveita e especializa outra |
| Polimorfismo | Objetos diferentes respondem à mesma mensagem, cada um do seu jeito |

## Onde a POO aparece

Java e C# são orientadas a objetos da cabeça aos pés. Python, C++ e JavaScript permitem misturar POO com outros estilos. Frameworks web, jogos e aplicativos de celular são, em geral, construídos com classes e objetos.

## POO não é bala de prata

Para um exercício de juiz com vinte linhas, classes costumam ser exagero: uma função resolve. A POO brilha quando o sistema tem muitas entidades que interagem — alunos, turmas, cursos, matrículas — e quando várias pessoas mexem no mesmo código. Saber **quando** usar é tão importante quanto saber **como**.`,
  gb: `As a program grows, it becomes hard to know which functions touch which data. **Object-oriented programming** (OOP) organises code around *objects*: each object brings together **data** (attributes) and the **behaviour** that acts on it (methods).

## A real-world example

Think of a bank account. It has a holder and a balance (data) and lets you deposit and withdraw (behaviour). Without OOP we would have loose variables and functions taking everything as parameters. With OOP, the account looks after itself:

\`\`\`python
account = Account("Ana")
account.deposit(100)
account.withdraw(30)
print(account.balance)   # 70
\`\`\`

Whoever uses the account does not need to know *how* the balance is stored — only what the account can do.

## The four pillars

| Pillar | Idea |
|---|---|
| Encapsulation | The object protects its own data and only changes it through methods |
| Abstraction | Show what matters and hide the details |
| Inheritance | One class reuses and specialises another |
| Polymorphism | Different objects respond to the same message, each in its own way |

## Where OOP turns up

Java and C# are object-oriented through and through. Python, C++ and JavaScript let you mix OOP with other styles. Web frameworks, games and mobile apps are generally built from classes and objects.

## OOP is no silver bullet

For a twenty-line judge exercise, classes are usually overkill: a function will do. OOP shines when a system has many interacting entities — students, classes, courses, enrolments — and when many people work on the same code. Knowing **when** to use it matters as much as knowing **how**.`,
}

export const CLASSES: L10n = {
  br: `Uma **classe** é o molde; um **objeto** é uma peça feita com esse molde. A classe \`Conta\` descreve o que toda conta tem e faz; \`Conta("Ana")\` e \`Conta("Bruno")\` são dois objetos diferentes, cada um com o seu saldo.

## Definindo uma classe em Python

\`\`\`python
class Conta:
    def __init__(self, titular):
        self.titular = titular
        self.saldo = 0

    def depositar(self, valor):
        if valor <= 0:
            raise ValueError("o depósito deve ser positivo")
        self.saldo += valor

    def sacar(self, valor):
        if valor > self.saldo:
            raise ValueError("saldo insuficiente")
        self.saldo -= valor
\`\`\`

- \`__init__\` é o **construtor**: roda quando o objeto é criado e inicializa os atributos.
- \`self\` é o próprio objeto. \`self.saldo\` é o saldo *desta* conta.
- \`depositar\` e \`sacar\` são **métodos**: funções que pertencem à classe.

## Usando

\`\`\`python
a = Conta("Ana")
b = Conta("Bruno")
a.depositar(50)
print(a.saldo, b.saldo)   # 50 0
\`\`\`

Cada objeto guarda os próprios atributos: mexer em \`a\` não altera \`b\`.

## Encapsulamento na prática

Repare que \`sacar\` recusa um saque maior que o saldo. Se o resto do programa só alterar o saldo pelos métodos, essa regra nunca é quebrada. Em Python, um sublinhado no início do nome (\`self._saldo\`) avisa que o atributo é interno; em Java, a palavra \`private\` impede o acesso de fora.

## Herança

Uma classe pode herdar de outra e acrescentar ou mudar comportamento:

\`\`\`python
class ContaPoupanca(Conta):
    def render(self, taxa):
        self.saldo += self.saldo * taxa
\`\`\`

\`ContaPoupanca\` tem tudo o que \`Conta\` tem, mais o método \`render\`. Use herança quando a relação for "é um": uma conta poupança **é uma** conta.`,
  gb: `A **class** is the mould; an **object** is a piece made from that mould. The \`Account\` class describes what every account has and does; \`Account("Ana")\` and \`Account("Bruno")\` are two different objects, each with its own balance.

## Defining a class in Python

\`\`\`python
class Account:
    def __init__(self, holder):
        self.holder = holder
        self.balance = 0

    def deposit(self, amount):
        if amount <= 0:
            raise ValueError("a deposit must be positive")
        self.balance += amount

    def withdraw(self, amount):
        if amount > self.balance:
            raise ValueError("insufficient funds")
        self.balance -= amount
\`\`\`

- \`__init__\` is the **constructor**: it runs when the object is created and initialises its attributes.
- \`self\` is the object itself. \`self.balance\` is *this* account's balance.
- \`deposit\` and \`withdraw\` are **methods**: functions that belong to the class.

## Using it

\`\`\`python
a = Account("Ana")
b = Account("Bruno")
a.deposit(50)
print(a.balance, b.balance)   # 50 0
\`\`\`

Each object keeps its own attributes: changing \`a\` does not affect \`b\`.

## Encapsulation in practice

Notice that \`withdraw\` refuses a withdrawal larger than the balance. If the rest of the program only changes the balance through the methods, that rule is never broken. In Python, a leading underscore (\`self._balance\`) signals that an attribute is internal; in Java, the word \`private\` prevents access from outside.

## Inheritance

A class can inherit from another and add or change behaviour:

\`\`\`python
class SavingsAccount(Account):
    def add_interest(self, rate):
        self.balance += self.balance * rate
\`\`\`

\`SavingsAccount\` has everything \`Account\` has, plus the \`add_interest\` method. Use inheritance when the relationship is "is a": a savings account **is an** account.`,
}
